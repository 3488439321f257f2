import type { IdentityPort } from '@member/shared-contracts';
import type { ServicesConfig } from '../config/runtime-config';
import type { IdentitySession } from './amplify-identity';
import { hasStoredIdentitySession } from './stored-identity-session';

type AmplifyIdentityModule = typeof import('./amplify-identity');

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

  const port: IdentityPort = {
    signIn: async (input) => (await load()).amplifyIdentity.signIn(input),
    confirmSignIn: async (input) => (await load()).amplifyIdentity.confirmSignIn(input),
  };

  return {
    port,
    /** The current session, without loading Amplify when nothing is stored. */
    async readSession(): Promise<IdentitySession | null> {
      if (!loading && !hasStoredIdentitySession(identity.userPoolClientId)) return null;
      return (await load()).readIdentitySession();
    },
    async bearerToken(): Promise<string | null> {
      if (!loading && !hasStoredIdentitySession(identity.userPoolClientId)) return null;
      return (await load()).currentBearerToken();
    },
    async signOut(): Promise<void> {
      await (await load()).signOutOfIdentity();
    },
  };
}

export type IdentityLoader = ReturnType<typeof createIdentityLoader>;
