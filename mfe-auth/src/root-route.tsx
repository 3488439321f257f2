import { useSearchParams } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { PAGE_STATE_QUERY_KEY } from '@member/shared-contracts';
import { SignInFlowScreen } from './sign-in-flow/sign-in-flow.screen';

/**
 * `/` for a signed-out member (access §2.1): `state=sign-up` is the email sign-up screen, which comes in
 * a later issue (page-not-found until then); any other state is the sign-in flow.
 */
export function RootRoute() {
  const [query] = useSearchParams();
  if (query.get(PAGE_STATE_QUERY_KEY) === 'sign-up') return <NotFoundScreen />;
  return <SignInFlowScreen />;
}
