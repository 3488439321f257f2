import { SIGN_OUT_PATH } from './sign-out-path';

export interface SignOutAndLandDeps {
  /** The shell session service's sign-out (clears session, stored keys, analytics, caches). */
  signOut(options: { redirect: boolean }): Promise<void>;
  /** Re-reads the identity session (unauthenticated when the tokens are gone). */
  refreshSession(): Promise<void>;
  /** In-app navigation (no page load). */
  navigate(to: string, options: { replace: boolean }): void;
  /** A full page load of `to`: the "refresh after sign-out" of access §4. */
  reload(to: string): void;
}

export interface SignOutAndLandOptions {
  landing: string;
  refresh: boolean;
  /**
   * true: this tab started the sign-out; if it fails the `/sign-out` page takes over (it retries, and shows
   * the error page if that fails too). false: another tab signed out; if signing out here fails (the other
   * tab already removed the shared tokens), the session is re-read so this tab follows.
   */
  initiatedHere: boolean;
}

/** Signs this tab out, then lands on `landing`, with a full page load when `refresh` (access §4). */
export async function signOutAndLand(deps: SignOutAndLandDeps, { landing, refresh, initiatedHere }: SignOutAndLandOptions): Promise<void> {
  try {
    await deps.signOut({ redirect: false });
  } catch {
    // The session service has logged "Error signing out".
    if (initiatedHere) {
      deps.navigate(SIGN_OUT_PATH, { replace: true });
      return;
    }
    await deps.refreshSession().catch(() => undefined);
  }
  if (refresh) deps.reload(landing);
  else deps.navigate(landing, { replace: true });
}
