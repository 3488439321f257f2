import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../platform/when-idle';
import { useMemberContext } from '../session/use-member-context';

/** react-idle-timer and the dialog code load only for a signed-in member, never on a visitor's first page. */
const IdleSessionGuard = lazy(() => import(/* webpackChunkName: "idle-session" */ './idle-session-guard'));

/**
 * How long the page has to itself before the idle guard (react-idle-timer, 6.2 KiB gzip) loads: it guards
 * a session length of minutes, so it need not compete with the page being loaded (/home first of all).
 */
export const IDLE_GUARD_AFTER_MS = 3000;

/** Idle timeout (access §4): runs once the member's account and client are loaded and the page is idle. */
export function IdleTimeout() {
  const { session, account, client, features } = useMemberContext();
  const signedIn = session.status === 'authenticated' && account !== null && client !== null;
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => (signedIn && !pageIdle ? whenIdle(() => setPageIdle(true), IDLE_GUARD_AFTER_MS) : undefined), [signedIn, pageIdle]);
  if (!signedIn || !pageIdle) return null;
  return (
    <Suspense fallback={null}>
      <IdleSessionGuard account={account} client={client} features={features} />
    </Suspense>
  );
}
