interface SignOutOnRefusedTokenDeps {
  isAuthenticated(): boolean;
  /** The session service's sign-out: clears the session and lands on the signed-out sign-in screen. */
  signOut(): Promise<void>;
  /** When signing out fails, the `/sign-out` page takes over (it retries, then shows the error page). */
  openSignOutPage(): void;
}

/**
 * The member API refused the token of a signed-in member (401): the session ended elsewhere — a password
 * changed or reset on another device ends every other session (docs/decisions/031) — so this tab signs
 * out too and the member lands on sign-in, once however many of the page's calls were refused.
 */
export function signOutOnRefusedToken(deps: SignOutOnRefusedTokenDeps): () => void {
  let signingOut = false;
  return () => {
    if (signingOut || !deps.isAuthenticated()) return;
    signingOut = true;
    void deps
      .signOut()
      .catch(() => deps.openSignOutPage())
      .finally(() => {
        signingOut = false;
      });
  };
}
