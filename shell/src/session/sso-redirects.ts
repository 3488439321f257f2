import { isSafeRedirectPath } from '@member/shared-contracts/routes';
import { STORAGE_KEYS, TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { createPendingSsoSignIn, hostedAuthorizeUrl, ssoRedirectUri, toSsoProvider, userPoolForSsoProvider, type WebCrypto } from '@member/shared-contracts/sign-in';

export interface SsoRedirectDeps {
  domain: string;
  userPoolClientId: string;
  appOrigin: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** This tab's storage (sessionStorage): the pending sign-in's state and PKCE verifier, never a token. */
  tabStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** Web Crypto (default `globalThis.crypto`). */
  crypto?: WebCrypto;
}

/**
 * Starts a single sign-on (its own chunk, `sso-start`: loaded when the member presses a Google or Apple
 * button or /sso hands over, not with the sign-in screen): stores the user pool choice and sso provider name (access §3), keeps a fresh
 * random `state` and PKCE `code_verifier` in this tab's storage (the `/sso` return needs both to
 * refuse a login CSRF) with the sign-in state's `redirectPath` (a same-origin path, else none), then answers the
 * hosted authorize URL, with `state` and the S256 `code_challenge`, to send the browser to. An unknown provider throws.
 */
export async function startSsoSignIn(providerName: string, deps: SsoRedirectDeps, redirectPath: string | null = null): Promise<string> {
  const provider = toSsoProvider(providerName);
  if (!provider) throw new Error('unknown single sign-on provider');
  const { pending, codeChallenge } = await createPendingSsoSignIn((deps.now ?? Date.now)(), deps.crypto);
  deps.tabStorage.setItem(TAB_STORAGE_KEYS.pendingSsoSignIn, JSON.stringify(pending));
  if (isSafeRedirectPath(redirectPath)) deps.tabStorage.setItem(TAB_STORAGE_KEYS.ssoRedirectPath, redirectPath);
  else deps.tabStorage.removeItem(TAB_STORAGE_KEYS.ssoRedirectPath);
  deps.storage.setItem(STORAGE_KEYS.userPool, userPoolForSsoProvider(provider));
  deps.storage.setItem(STORAGE_KEYS.ssoProviderName, provider);
  return hostedAuthorizeUrl({
    domain: deps.domain,
    clientId: deps.userPoolClientId,
    redirectUri: ssoRedirectUri(deps.appOrigin),
    identityProvider: provider,
    state: pending.state,
    codeChallenge,
  });
}
