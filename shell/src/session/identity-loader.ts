import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { federatedIdentityOf, isStoredTokenFresh, readStoredIdentityTokens, type StoredIdentityTokens } from '@member/shared-contracts/sign-in';
import { silentLogger, type Logger } from '@member/shared-contracts/logging';
import { ANALYTICS_EVENTS } from '@member/shared-contracts/analytics';
import { type Analytics, type IdentityPort } from '@member/shared-contracts/mount';
import type { ServicesConfig } from '../config/runtime-config';
import type { IdentitySession, ReadSessionOptions } from './amplify-identity';
import { pendingFederatedSignIn } from './pending-federated-sign-in';
import type { SsoExchangeOutcome } from './sso-code-exchange';
import { ssoLogoutUrl } from './sso-logout-url';
import type { SsoRedirectDeps } from './sso-redirects';
import { hasStoredIdentitySession } from './stored-identity-session';

export type AmplifyIdentityModule = typeof import('./amplify-identity');

/** The identity chunk (aws-amplify), imported for an identity operation a member starts. */
const importAmplifyIdentity = (): Promise<AmplifyIdentityModule> => import(/* webpackChunkName: "identity" */ './amplify-identity');

/** This environment configures no hosted sign-in domain (`identity.hostedUiDomain` in services.json). */
const SSO_CODE_EXCHANGE_NOT_AVAILABLE = 'single sign-on is not configured for this environment';

export interface IdentityLoaderDeps {
  logger?: Logger;
  storage?: Storage;
  /** This tab's storage for the pending hosted sign-in (default `window.sessionStorage`). */
  tabStorage?: Storage;
  fetch?: typeof fetch;
  /** The browser leaving for the hosted sign-in page. */
  assignLocation?: (url: string) => void;
  appOrigin?: () => string;
  now?: () => number;
  /** Receives "SSO Process" when a hosted sign-in starts (features §7). */
  analytics?: Pick<Analytics, 'track'>;
}

/** The session stored tokens describe, without Amplify: the MFA preference is unknown (null). */
function sessionOfStoredTokens(tokens: StoredIdentityTokens): IdentitySession {
  return { idTokenPayload: tokens.idTokenPayload, mfaEnabled: null, federatedUserId: federatedIdentityOf(tokens.idTokenPayload)?.userId ?? null };
}

/**
 * aws-amplify (about 43 KiB gzip) loads only for an identity operation a member starts: a sign-in, an MFA
 * or password change, a forced refresh, a sign-out. Neither a visitor's nor a member's page pays for it:
 * the session and the API's bearer (the access token) are read from the tokens Amplify stored (its
 * storage format, `readStoredIdentityTokens`) while they have more than a minute left, and refreshed
 * with one plain request when they do not (decision 055).
 */
export function createIdentityLoader(identity: ServicesConfig['identity'], deps: IdentityLoaderDeps = {}) {
  const logger = deps.logger ?? silentLogger;
  const storage = () => deps.storage ?? window.localStorage;
  const appOrigin = () => deps.appOrigin?.() ?? window.location.origin;
  const domain = identity.hostedUiDomain;
  const tabStorage = () => deps.tabStorage ?? window.sessionStorage;
  const ssoDeps = (hostedDomain: string): SsoRedirectDeps => ({
    domain: hostedDomain,
    userPoolClientId: identity.userPoolClientId,
    appOrigin: appOrigin(),
    storage: storage(),
    tabStorage: tabStorage(),
  });
  let loading: Promise<AmplifyIdentityModule> | null = null;

  const now = deps.now ?? Date.now;
  /** The stored tokens while they are good for another minute; else null (they need a refresh). */
  const freshStoredTokens = () => {
    const tokens = readStoredIdentityTokens(identity.userPoolClientId, storage());
    return tokens && isStoredTokenFresh(tokens, now()) ? tokens : null;
  };

  let refreshing: Promise<StoredIdentityTokens | null> | null = null;
  /**
   * Stored tokens, refreshed first when they are stale: one plain request to the identity service (its
   * code in a small chunk), never aws-amplify, whose 43 KiB load only for an operation a member starts.
   * Calls made meanwhile share the one refresh. Null when the session is over or cannot be refreshed.
   */
  const usableStoredTokens = (): Promise<StoredIdentityTokens | null> => {
    const fresh = freshStoredTokens();
    if (fresh) return Promise.resolve(fresh);
    refreshing ??= import(/* webpackChunkName: "token-refresh" */ './identity-token-refresh')
      .then(({ refreshStoredIdentityTokens }) =>
        refreshStoredIdentityTokens({ identity, storage: storage(), fetch: deps.fetch ?? ((...args) => window.fetch(...args)), now }),
      )
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const load = (): Promise<AmplifyIdentityModule> => {
    loading ??= importAmplifyIdentity().then((module) => {
      module.configureIdentity(identity);
      return module;
    });
    return loading;
  };

  /** Nothing to read or end: Amplify was never loaded and the browser stores no signed-in user. */
  const nothingStored = () => !loading && !hasStoredIdentitySession(identity.userPoolClientId, storage());

  /** Each identity operation loads Amplify first, then runs the Amplify-backed implementation. */
  type AmplifyOperations = Required<IdentityPort>;
  const delegate =
    <K extends keyof AmplifyOperations>(name: K) =>
    async (...args: Parameters<AmplifyOperations[K]>): Promise<Awaited<ReturnType<AmplifyOperations[K]>>> => {
      const operation = (await load()).amplifyIdentity[name] as (...input: Parameters<AmplifyOperations[K]>) => Promise<Awaited<ReturnType<AmplifyOperations[K]>>>;
      return operation(...args);
    };

  const port: IdentityPort = {
    signIn: delegate('signIn'),
    confirmSignIn: delegate('confirmSignIn'),
    resetPassword: delegate('resetPassword'),
    confirmResetPassword: delegate('confirmResetPassword'),
    updatePassword: delegate('updatePassword'),
    updatePhoneNumber: delegate('updatePhoneNumber'),
    sendPhoneVerificationCode: delegate('sendPhoneVerificationCode'),
    confirmPhoneVerificationCode: delegate('confirmPhoneVerificationCode'),
    setSmsMfa: delegate('setSmsMfa'),
    deleteUser: delegate('deleteUser'),
    signUp: delegate('signUp'),
    // Single sign-on (access §2.1 /sso, §7): only where a hosted sign-in domain is configured.
    ...(domain
      ? {
          async signInWithProvider({ provider, redirectPath = null }: { provider: string; redirectPath?: string | null }) {
            // The state/PKCE code and the authorize URL load on the press, not with the sign-in screen.
            const { startSsoSignIn } = await import(/* webpackChunkName: "sso-start" */ './sso-redirects');
            const url = await startSsoSignIn(provider, ssoDeps(domain), redirectPath);
            // A known provider's name only (an unknown one threw above); the collector sink keeps alive across the page change.
            deps.analytics?.track(ANALYTICS_EVENTS.ssoProcess, { step: 'started', provider });
            (deps.assignLocation ?? ((target: string) => window.location.assign(target)))(url);
          },
        }
      : {}),
    pendingFederatedSignIn: pendingFederatedSignIn.get,
    clearPendingFederatedSignIn: pendingFederatedSignIn.clear,
    async signedInAccountId() {
      if (nothingStored()) return null;
      const payload = (await usableStoredTokens())?.idTokenPayload;
      const accountId = payload?.[CLAIM_KEYS.accountId];
      return typeof accountId === 'string' && accountId ? accountId : null;
    },
  };

  return {
    port,
    /**
     * Starts refreshing a stored session's stale tokens now, beside the page, without waiting for it.
     * True when tokens are stored (a member's page, fresh or to be refreshed).
     */
    preload(): boolean {
      if (nothingStored()) return false;
      void usableStoredTokens();
      return true;
    },
    /**
     * The session the stored tokens describe while the id token is fresh, without Amplify or a round
     * trip; the MFA preference is unknown (null). Null when nothing usable is stored: readSession then.
     */
    readStoredSession(): IdentitySession | null {
      const tokens = freshStoredTokens();
      if (!tokens) return null;
      return sessionOfStoredTokens(tokens);
    },
    /**
     * The current session. The start-up read (no forced refresh, no MFA preference) comes from the stored
     * tokens, refreshed without Amplify when stale; a forced refresh or the MFA preference asks Amplify.
     */
    async readSession(options: ReadSessionOptions = {}): Promise<IdentitySession | null> {
      if (nothingStored()) return null;
      if (!options.forceRefresh && options.withMfa === false) {
        const tokens = await usableStoredTokens();
        return tokens ? sessionOfStoredTokens(tokens) : null;
      }
      return (await load()).readIdentitySession(options);
    },
    /** The member's SMS MFA preference (one `GetUser`), for the pages that show or change it. */
    async readMfaEnabled(): Promise<boolean> {
      return (await load()).readMfaEnabled();
    },
    /** The stored access token, refreshed first when stale (no Amplify either way). */
    async bearerToken(): Promise<string | null> {
      if (nothingStored()) return null;
      return (await usableStoredTokens())?.accessToken ?? null;
    },
    async updatePlanAttribute(planId: number): Promise<void> {
      await (await load()).updatePlanAttribute(planId);
    },
    async signOut(): Promise<void> {
      // Any sign-out (also the one /sso starts with) forgets an unlinked sign-on waiting for a password.
      pendingFederatedSignIn.clear();
      if (nothingStored()) return;
      await (await load()).signOutOfIdentity();
    },
    /**
     * The `/sso` return: exchange the OAuth `code` for tokens (access §7 "Token exchange") and store them
     * in the identity library's format (`sso-code-exchange.ts`). Throws when it fails; the `/sso` page
     * then shows its error page with the way back to sign-in.
     */
    async exchangeSsoCode(query: { code: string; state: string | null }): Promise<SsoExchangeOutcome> {
      pendingFederatedSignIn.clear();
      // Its own chunk (with the token-answer schema): the shell's start-up path carries no zod.
      const { exchangeSsoCodeForTokens, SsoCodeExchangeError } = await import(/* webpackChunkName: "sso-exchange" */ './sso-code-exchange');
      if (!domain) throw new SsoCodeExchangeError(SSO_CODE_EXCHANGE_NOT_AVAILABLE);
      return exchangeSsoCodeForTokens(query, { ...ssoDeps(domain), fetch: deps.fetch ?? window.fetch.bind(window), logger, onPending: pendingFederatedSignIn.set });
    },
    /** The hosted logout URL when the session came from single sign-on (access §7), else null. */
    hostedLogoutUrl(): string | null {
      return domain ? ssoLogoutUrl(ssoDeps(domain)) : null;
    },
  };
}
