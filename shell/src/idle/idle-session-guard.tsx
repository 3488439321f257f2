import { lazy, Suspense } from 'react';
import { useIdleSession, type IdleSessionInput } from './use-idle-session';

// The dialog (and react-aria's overlay code) loads when the prompt first opens, 60 s before sign-out:
// a member who stays active never downloads it.
const SessionTimeoutModal = lazy(() =>
  import(/* webpackChunkName: "idle-prompt" */ './session-timeout-modal').then((m) => ({ default: m.SessionTimeoutModal })),
);

/** The idle timer and its prompt for a signed-in member (loaded lazily by IdleTimeout). */
export default function IdleSessionGuard(props: IdleSessionInput) {
  const { isPrompted, remainingMs, isSigningOut, staySignedIn, signOut } = useIdleSession(props);
  if (!isPrompted) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutModal isOpen remainingMs={remainingMs} onStaySignedIn={staySignedIn} onSignOut={signOut} isSigningOut={isSigningOut} />
    </Suspense>
  );
}
