import { SessionTimeoutModal } from './session-timeout-modal';
import { useIdleSession, type IdleSessionInput } from './use-idle-session';

/** The idle timer and its prompt for a signed-in member (loaded lazily by IdleTimeout). */
export default function IdleSessionGuard(props: IdleSessionInput) {
  const { isPrompted, remainingMs, isSigningOut, staySignedIn, signOut } = useIdleSession(props);
  return (
    <SessionTimeoutModal
      isOpen={isPrompted}
      remainingMs={remainingMs}
      onStaySignedIn={staySignedIn}
      onSignOut={signOut}
      isSigningOut={isSigningOut}
    />
  );
}
