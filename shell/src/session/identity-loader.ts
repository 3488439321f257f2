import { CLAIM_KEYS, silentLogger, type IdentityPort, type Logger } from '@member/shared-contracts';
import type { ServicesConfig } from '../config/runtime-config';
import type { IdentitySession, ReadSessionOptions } from './amplify-identity';
import { pendingFederatedSignIn } from './pending-federated-sign-in';
import type { SsoExchangeOutcome } from './sso-code-exchange';
import { ssoLogoutUrl, startSsoSignIn, type SsoRedirectDeps } from './sso-redirects';
import { hasStoredIdentitySession } from './stored-identity-session';

type AmplifyIdentityModule = typeof import('./amplify-identity');

/** This environment configures no hosted sign-in domain (`identity.hostedUiDomain` in services.json). */
export const SSO_CODE_EXCHANGE_NOT_AVAILABLE = 'single sign-on is not configured for this environment';

export interface IdentityLoaderDeps {
  logger?: Logger;
  storage?: Storage;
  /** This tab's storage for the pending hosted sign-in (default `window.sessionStorage`). */
  tabStorage?: Storage;
  fetch?: typeof fetch;
  /** The browser leaving for the hosted sign-in page. */
  assignLocation?: (url: string) => void;
  appOrigin?: () => string;
}

/**
 * aws-amplify (about 45 KiB gzip) loads on first need: a stored session to read, a sign-in, a token
 * for an API call, a sign-out. A signed-out visitor's first page does not pay for it.
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

  const load = (): Promise<AmplifyIdentityModule> => {
    loading ??= import(/* webpackChunkName: "identity" */ './amplify-identity').then((module) => {
      module.configureIdentity(identity);
      return module;
    });
    return loading;
  };

  /** Nothing to read or end: Amplify was never loaded and the browser stores no signed-in user. */
  const nothingStored = () => !loading && !hasStoredIdentitySession(identity.userPoolClientId);

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
          async signInWithProvider({ provider }: { provider: string }) {
            const url = await startSsoSignIn(provider, ssoDeps(domain));
            (deps.assignLocation ?? ((target: string) => window.location.assign(target)))(url);
          },
        }
      : {}),
    pendingFederatedSignIn: pendingFederatedSignIn.get,
    clearPendingFederatedSignIn: pendingFederatedSignIn.clear,
    async signedInAccountId() {
      if (nothingStored()) return null;
      const accountId = (await (await load()).readIdTokenPayload())?.[CLAIM_KEYS.accountId];
      return typeof accountId === 'string' && accountId ? accountId : null;
    },
  };

  return {
    port,
    /** The current session, without loading Amplify when nothing is stored. */
    async readSession(options?: ReadSessionOptions): Promise<IdentitySession | null> {
      if (nothingStored()) return null;
      return (await load()).readIdentitySession(options);
    },
    async bearerToken(): Promise<string | null> {
      if (nothingStored()) return null;
      return (await load()).currentBearerToken();
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

export type IdentityLoader = ReturnType<typeof createIdentityLoader>;
