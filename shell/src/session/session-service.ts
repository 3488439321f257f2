import { parseTokenClaims, type Logger, type SessionSnapshot } from '@member/shared-contracts';
import type { IdentitySession } from './amplify-identity';
import type { SessionStore } from './session-store';

/** Local storage keys sign-out clears (access §4 "Sign-out"). */
export const SIGN_OUT_CLEARED_KEYS = ['member.userPool', 'member.locale', 'member.ssoProviderName'] as const;

export interface SessionServiceDeps {
  store: SessionStore;
  logger: Logger;
  readSession(): Promise<IdentitySession | null>;
  signOutOfIdentity(): Promise<void>;
  resetAnalytics(): void;
  /** Forget everything cached about the member (queries, flags). */
  clearMemberCaches(): void;
  redirect(url: string): void;
}

export function createSessionService({
  store,
  logger,
  readSession,
  signOutOfIdentity: identitySignOut,
  resetAnalytics,
  clearMemberCaches,
  redirect,
}: SessionServiceDeps) {
  /** Fetch the session and MFA preference; no token or no readable session → unauthenticated (§4). */
  async function refreshSession(): Promise<void> {
    const session = await readSession();
    const claims = session ? parseTokenClaims(session.idTokenPayload, logger) : null;
    if (!session || !claims) {
      store.setState({ ...store.getState(), status: 'unauthenticated', accountId: null, clientId: null, claims: null, mfaEnabled: false });
      return;
    }
    store.setState({
      ...store.getState(),
      status: 'authenticated',
      accountId: claims.accountId,
      clientId: claims.clientId,
      mfaEnabled: session.mfaEnabled,
      claims,
    });
  }

  function refreshAccount(): void {
    const state = store.getState();
    store.setState({ ...state, accountRefreshCounter: state.accountRefreshCounter + 1 });
  }

  /** Clears the session, stored pool, locale and sso provider, resets analytics, optionally redirects. */
  async function signOut({ redirect: shouldRedirect = true }: { redirect?: boolean } = {}): Promise<void> {
    try {
      await identitySignOut();
    } catch (error) {
      logger.error('Error signing out', { error: error instanceof Error ? error.name : 'unknown' });
      throw error;
    }
    for (const key of SIGN_OUT_CLEARED_KEYS) window.localStorage.removeItem(key);
    resetAnalytics();
    clearMemberCaches();
    store.setState({ ...store.getState(), status: 'unauthenticated', accountId: null, clientId: null, claims: null, mfaEnabled: false });
    if (shouldRedirect) redirect('/?state=signed-out');
  }

  return { refreshSession, refreshAccount, signOut };
}

export type SessionService = ReturnType<typeof createSessionService>;
export type { SessionSnapshot };
