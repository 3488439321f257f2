import { lazy, Suspense } from 'react';
import { useMemberContext } from '../session/use-member-context';

/** react-idle-timer and the dialog code load only for a signed-in member, never on a visitor's first page. */
const IdleSessionGuard = lazy(() => import(/* webpackChunkName: "idle-session" */ './idle-session-guard'));

/** Idle timeout (access §4): runs once the member's account and client are loaded. */
export function IdleTimeout() {
  const { session, account, client, features } = useMemberContext();
  if (session.status !== 'authenticated' || !account || !client) return null;
  return (
    <Suspense fallback={null}>
      <IdleSessionGuard account={account} client={client} features={features} />
    </Suspense>
  );
}
