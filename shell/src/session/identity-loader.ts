import type { IdentityPort } from '@member/shared-contracts';
import type { ServicesConfig } from '../config/runtime-config';
import type { IdentitySession, ReadSessionOptions } from './amplify-identity';
import { hasStoredIdentitySession } from './stored-identity-session';

type AmplifyIdentityModule = typeof import('./amplify-identity');

/** The `/sso` return's OAuth code exchange has not been built yet (it arrives with issue 4). */
export const SSO_CODE_EXCHANGE_NOT_AVAILABLE = 'single sign-on code exchange is not available yet (issue 4)';

/**
 * aws-amplify (about 45 KiB gzip) loads on first need: a stored session to read, a sign-in, a token
 * for an API call, a sign-out. A signed-out visitor's first page does not pay for it.
 */
export function createIdentityLoader(identity: ServicesConfig['identity']) {
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
  const delegate =
    <K extends keyof IdentityPort>(name: K) =>
    async (...args: Parameters<IdentityPort[K]>): Promise<Awaited<ReturnType<IdentityPort[K]>>> => {
      const operation = (await load()).amplifyIdentity[name] as (...input: Parameters<IdentityPort[K]>) => Promise<Awaited<ReturnType<IdentityPort[K]>>>;
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
      if (nothingStored()) return;
      await (await load()).signOutOfIdentity();
    },
    /**
     * The `/sso` return: exchange the OAuth `code` for tokens (access §7 "Token exchange") and store them
     * in the identity library's format. Issue 4 builds it; until then it fails honestly, and the `/sso`
     * page shows its error page with the way back to sign-in.
     */
    async exchangeSsoCode(code: string): Promise<void> {
      void code;
      throw new Error(SSO_CODE_EXCHANGE_NOT_AVAILABLE);
    },
  };
}

export type IdentityLoader = ReturnType<typeof createIdentityLoader>;
