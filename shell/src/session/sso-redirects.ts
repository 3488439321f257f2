import {
  SSO_LOGOUT_RETURN_PATH,
  STORAGE_KEYS,
  hostedAuthorizeUrl,
  hostedLogoutUrl,
  ssoRedirectUri,
  toSsoProvider,
  userPoolForSsoProvider,
} from '@member/shared-contracts';

export interface SsoRedirectDeps {
  domain: string;
  userPoolClientId: string;
  appOrigin: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Starts a single sign-on: stores the user pool choice and sso provider name (access §3), then answers
 * the hosted authorize URL to send the browser to. An unknown provider throws.
 */
export function startSsoSignIn(providerName: string, deps: SsoRedirectDeps): string {
  const provider = toSsoProvider(providerName);
  if (!provider) throw new Error('unknown single sign-on provider');
  deps.storage.setItem(STORAGE_KEYS.userPool, userPoolForSsoProvider(provider));
  deps.storage.setItem(STORAGE_KEYS.ssoProviderName, provider);
  return hostedAuthorizeUrl({ domain: deps.domain, clientId: deps.userPoolClientId, redirectUri: ssoRedirectUri(deps.appOrigin), identityProvider: provider });
}

/** The hosted logout URL for a single sign-on session (an sso provider name is stored), else null. */
export function ssoLogoutUrl(deps: SsoRedirectDeps): string | null {
  if (!deps.storage.getItem(STORAGE_KEYS.ssoProviderName)) return null;
  return hostedLogoutUrl({ domain: deps.domain, clientId: deps.userPoolClientId, logoutUri: `${deps.appOrigin.replace(/\/+$/, '')}${SSO_LOGOUT_RETURN_PATH}` });
}
