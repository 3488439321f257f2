import { SSO_LOGOUT_RETURN_PATH, hostedLogoutUrl } from '@member/shared-contracts/sign-in';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import type { SsoRedirectDeps } from './sso-redirects';

/** The hosted logout URL for a single sign-on session (an sso provider name is stored), else null. */
export function ssoLogoutUrl(deps: SsoRedirectDeps): string | null {
  if (!deps.storage.getItem(STORAGE_KEYS.ssoProviderName)) return null;
  return hostedLogoutUrl({ domain: deps.domain, clientId: deps.userPoolClientId, logoutUri: `${deps.appOrigin.replace(/\/+$/, '')}${SSO_LOGOUT_RETURN_PATH}` });
}
