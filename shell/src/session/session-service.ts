import { SIGNED_OUT_PATH } from '@member/shared-contracts/routes';
import { parseTokenClaims } from '@member/shared-contracts/identity';
import { silentLogger, type Logger } from '@member/shared-contracts/logging';
import { SIGN_OUT_CLEARED_STORAGE_KEYS, SSO_IN_PROGRESS_STORAGE_KEYS, STORAGE_KEYS, type StorageKey } from '@member/shared-contracts/storage';
import type { IdentitySession, ReadSessionOptions } from './amplify-identity';
import type { UpdateAccount } from './account-updater';
import type { SsoExchangeOutcome } from './sso-code-exchange';
import { createPlanIdSync } from './plan-id-sync';
import { SESSION_ERRORS } from './session-errors';
import type { SessionStore } from './session-store';

/** Local storage keys sign-out clears (access §4 "Sign-out"). */
export const SIGN_OUT_CLEARED_KEYS = SIGN_OUT_CLEARED_STORAGE_KEYS;

export interface SessionServiceDeps {
  store: SessionStore;
  logger: Logger;
  readSession(options?: ReadSessionOptions): Promise<IdentitySession | null>;
  /** The session the stored tokens describe, read without the identity library (null: none usable). */
  readStoredSession?(): IdentitySession | null;
  /** The SMS MFA preference (a `GetUser` round trip), read when a page needs it. */
  readMfaEnabled?(): Promise<boolean>;
  signOutOfIdentity(): Promise<void>;
  updatePlanAttribute(planId: number): Promise<void>;
  /** The `/sso` return's OAuth code exchange (identity loader): signed in, or an unlinked identity to link. */
  exchangeSsoCode(query: { code: string; state: string | null }): Promise<SsoExchangeOutcome>;
  /** The hosted logout URL when the session came from single sign-on, else null (access §7). */
  hostedLogoutUrl?(): string | null;
  /** Leaves the app for another site (the hosted logout). Default: `window.location.assign`. */
  leaveApp?(url: string): void;
  updateAccount: UpdateAccount;
  resetAnalytics(): void;
  /** Forget everything cached about the member (queries, flags). */
  clearMemberCaches(): void;
  redirect(url: string): void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The query values of a `/sso` return. */
export interface SsoReturnQuery {
  code: string | null;
  /** The OAuth `state` sent back with the code: it must match this tab's pending sign-in. */
  state?: string | null;
  error: string | null;
}

/** The `/sso` return could not complete; the message never carries the provider's text or the code. */
export class SsoReturnError extends Error {
  override readonly name = 'SsoReturnError';
}

const SIGNED_OUT = { accountId: null, clientId: null, claims: null, mfaEnabled: false, mfaKnown: true, ssoProviderName: null, federatedUserId: null } as const;

export function createSessionService({
  store,
  logger,
  readSession,
  readStoredSession = () => null,
  readMfaEnabled,
  signOutOfIdentity: identitySignOut,
  updatePlanAttribute,
  exchangeSsoCode,
  updateAccount,
  resetAnalytics,
  clearMemberCaches,
  redirect,
  hostedLogoutUrl = () => null,
  leaveApp = (url) => window.location.assign(url),
  storage = window.localStorage,
}: SessionServiceDeps) {
  /**
   * Bumped whenever the session is ended or an sso return starts: a session read that began before is
   * stale and must not put the previous member back (e.g. the start-up read racing the `/sso` sign-out).
   */
  let generation = 0;

  const setUnauthenticated = () => store.setState({ ...store.getState(), status: 'unauthenticated', ...SIGNED_OUT });

  /** Fetch the session and MFA preference; no token or no readable session → unauthenticated (§4). */
  async function refreshSession({ forceRefresh = false, withMfa = true }: ReadSessionOptions = {}): Promise<void> {
    const started = generation;
    const options: ReadSessionOptions = { ...(forceRefresh ? { forceRefresh } : {}), ...(withMfa ? {} : { withMfa }) };
    // The identity library failing to load or answer is "the session cannot be retrieved" too.
    const session = await readSession(Object.keys(options).length > 0 ? options : undefined).catch((error: unknown) => {
      logger.warn('session could not be read', { error: error instanceof Error ? error.name : 'unknown' });
      return null;
    });
    if (started !== generation) return;
    applySession(session);
  }

  function applySession(session: IdentitySession | null): void {
    const claims = session ? parseTokenClaims(session.idTokenPayload, logger) : null;
    if (!session || !claims) {
      setUnauthenticated();
      return;
    }
    const previous = store.getState();
    // A read without the MFA preference keeps what is known of it for the same member.
    const keepMfa = session.mfaEnabled === null && previous.accountId === claims.accountId && previous.mfaKnown !== false;
    store.setState({
      ...previous,
      status: 'authenticated',
      accountId: claims.accountId,
      clientId: claims.clientId,
      mfaEnabled: session.mfaEnabled ?? (keepMfa ? previous.mfaEnabled : false),
      mfaKnown: session.mfaEnabled !== null || keepMfa,
      claims,
      signedOut: false,
      // The provider of the single sign-on that started this session (base-to-buy-up rule, access §2.6).
      ssoProviderName: readStored(STORAGE_KEYS.ssoProviderName),
      federatedUserId: session.federatedUserId ?? null,
    });
  }

  /**
   * Start-up: the session from the stored tokens when they are fresh — synchronously, no
   * identity library, no round trip, so the first render already knows the member; else (expired or
   * unreadable tokens) the identity library's read, which refreshes them. Neither asks for the MFA
   * preference: `ensureMfaPreference` does, for the pages that show it.
   */
  async function restoreSession(): Promise<void> {
    const stored = readStoredSession();
    if (stored && parseTokenClaims(stored.idTokenPayload, silentLogger) !== null) {
      applySession(stored);
      return;
    }
    await refreshSession({ withMfa: false });
  }

  let mfaReading: Promise<void> | null = null;
  /** Reads the MFA preference once per session when a page needs it (`mfaKnown` false → true). */
  function ensureMfaPreference(): Promise<void> {
    const state = store.getState();
    if (state.status !== 'authenticated' || state.mfaKnown !== false || !readMfaEnabled) return Promise.resolve();
    mfaReading ??= (async () => {
      const started = generation;
      const accountId = state.accountId;
      const enabled = await readMfaEnabled().catch(() => false);
      const current = store.getState();
      if (started === generation && current.accountId === accountId && current.mfaKnown === false) {
        store.setState({ ...current, mfaEnabled: enabled, mfaKnown: true });
      }
    })().finally(() => {
      mfaReading = null;
    });
    return mfaReading;
  }

  function refreshAccount(): void {
    const state = store.getState();
    store.setState({ ...state, accountRefreshCounter: state.accountRefreshCounter + 1 });
  }

  const syncPlanId = createPlanIdSync({ logger, updatePlanAttribute, forceRefreshSession: () => refreshSession({ forceRefresh: true }) });

  /** Access §4 plan id rule, called with each loaded account; acts once per mismatch. */
  async function reconcilePlanId(accountPlanId: number): Promise<void> {
    const { status, claims } = store.getState();
    if (status !== 'authenticated' || !claims) return;
    await syncPlanId(claims.accountId, accountPlanId, claims.planId);
  }

  function removeStored(keys: readonly StorageKey[]): void {
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage unavailable: nothing stored to remove.
      }
    }
  }

  /** Ends the identity session and forgets the member; logs 'Error signing out' and rethrows on failure. */
  async function endSession(): Promise<void> {
    generation += 1;
    try {
      await identitySignOut();
    } catch (error) {
      logger.error(SESSION_ERRORS.signOutFailed, { error: error instanceof Error ? error.name : 'unknown' });
      throw error;
    }
    removeStored(SIGN_OUT_CLEARED_KEYS);
    resetAnalytics();
    clearMemberCaches();
  }

  /** Clears the session, stored pool, locale and sso provider, resets analytics, optionally redirects (§4). */
  async function signOut({ redirect: shouldRedirect = true }: { redirect?: boolean } = {}): Promise<void> {
    // Read before the sso provider name is cleared; only a redirecting sign-out leaves for the hosted logout.
    const hostedLogout = shouldRedirect ? hostedLogoutUrl() : null;
    await endSession();
    // Marked as signed out, so the gate sends the private page the member was on to /?state=signed-out
    // too — whichever of this redirect and the gate's own wins, the member lands in the same place.
    store.setState({ ...store.getState(), status: 'unauthenticated', ...SIGNED_OUT, signedOut: true });
    if (hostedLogout) leaveApp(hostedLogout);
    else if (shouldRedirect) redirect(SIGNED_OUT_PATH);
  }

  /**
   * The `/sso` return (access §2.1): status sso while it is processed; first signs out any previous
   * session (no redirect), keeping the stored user pool and sso provider name, which describe the sign-on
   * in progress; then an `error` or a missing `code` fails, and a code is handed to the code exchange.
   */
  async function processSsoReturn({ code, state = null, error }: SsoReturnQuery): Promise<SsoExchangeOutcome> {
    generation += 1;
    store.setState({ ...store.getState(), status: 'sso', ...SIGNED_OUT });
    const inProgress = SSO_IN_PROGRESS_STORAGE_KEYS.map((key) => [key, readStored(key)] as const);
    try {
      await endSession();
    } catch (signOutError) {
      setUnauthenticated();
      throw signOutError;
    } finally {
      for (const [key, value] of inProgress) if (value !== null) writeStored(key, value);
    }

    if (error !== null || !code) {
      forgetSsoInProgress();
      setUnauthenticated();
      throw new SsoReturnError(error !== null ? 'the identity provider answered with an error' : 'the sso return carries no code');
    }
    let outcome: SsoExchangeOutcome;
    try {
      outcome = await exchangeSsoCode({ code, state });
    } catch (exchangeError) {
      forgetSsoInProgress();
      setUnauthenticated();
      throw exchangeError;
    }
    // An unlinked identity stores no tokens: the member signs in with their password (a password session,
    // so the sign-on's pool and provider are forgotten), then the identity is linked.
    if (outcome === 'linkRequired') {
      forgetSsoInProgress();
      setUnauthenticated();
    } else await refreshSession();
    return outcome;
  }

  /** A sign-on that did not end in a single-sign-on session leaves no pool or provider behind. */
  function forgetSsoInProgress(): void {
    for (const key of SSO_IN_PROGRESS_STORAGE_KEYS) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept either.
      }
    }
  }

  function readStored(key: StorageKey): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  function writeStored(key: StorageKey, value: string): void {
    try {
      storage.setItem(key, value);
    } catch {
      // Storage unavailable: the exchange will fall back to the default pool.
    }
  }

  return { restoreSession, ensureMfaPreference, refreshSession, refreshAccount, signOut, updateAccount, reconcilePlanId, processSsoReturn };
}

export type SessionService = ReturnType<typeof createSessionService>;
