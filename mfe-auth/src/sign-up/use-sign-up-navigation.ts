import { useLocation, useNavigate } from '@member/router';
import { PAGE_STATE_QUERY_KEY } from '@member/shared-contracts/routes';
import { SIGN_UP_STEP_PATHS, signUpStepPosition, type SignUpStep } from '@member/shared-contracts/sign-up';
import { rootPathWithState } from '../common/sign-in-state-path';
import { useSignUpSteps } from './use-sign-up-steps';

/** The query kept from step to step (e.g. `client_id`), without the page state. */
export function stepQuery(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PAGE_STATE_QUERY_KEY);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** Where a step sits in this sign-up, and moving to the next or previous one (query kept, no personal data). */
export function useSignUpNavigation(step: SignUpStep) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const steps = useSignUpSteps();
  const position = signUpStepPosition(step, steps);
  return {
    position,
    /** The next step; false when this is the last one (the caller creates the account). */
    goNext: (): boolean => {
      if (!position.next) return false;
      navigate(`${SIGN_UP_STEP_PATHS[position.next]}${stepQuery(search)}`);
      return true;
    },
    goBack: () => navigate(position.previous ? `${SIGN_UP_STEP_PATHS[position.previous]}${stepQuery(search)}` : rootPathWithState(search, 'sign-up')),
  };
}
