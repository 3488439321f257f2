import { lazy, Suspense, useEffect } from 'react';
import { keepMemberCards } from '../offline/keep-member-cards';
import { useShellServices } from '../platform/shell-services';
import { useIdleSession, type IdleSessionInput } from './use-idle-session';

// The dialog (and react-aria's overlay code) loads when the prompt first opens, 60 s before sign-out:
// a member who stays active never downloads it.
const SessionTimeoutModal = lazy(() =>
  import(/* webpackChunkName: "idle-prompt" */ './session-timeout-modal').then((m) => ({ default: m.SessionTimeoutModal })),
);

/**
 * The idle timer and its prompt for a signed-in member (loaded lazily by IdleTimeout). Its chunk is the one
 * that loads for every signed-in member, on any page, once the page is idle, and never for a visitor: the
 * service worker is registered from here too (nothing on a visitor's first load, docs/offline-data.md).
 */
export default function IdleSessionGuard(props: IdleSessionInput) {
  const { sessionStore } = useShellServices();
  useEffect(() => keepMemberCards(sessionStore), [sessionStore]);
  const { isPrompted, remainingMs, isSigningOut, staySignedIn, signOut } = useIdleSession(props);
  if (!isPrompted) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutModal isOpen remainingMs={remainingMs} onStaySignedIn={staySignedIn} onSignOut={signOut} isSigningOut={isSigningOut} />
    </Suspense>
  );
}
