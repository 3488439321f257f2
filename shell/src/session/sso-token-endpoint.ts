import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { parseSsoTokenResponse, refreshTokenGrant, ssoTokenUrl, toUserPoolChoice, type SsoTokens } from '@member/shared-contracts/sign-in';

export interface SsoTokenEndpointDeps {
  /** The hosted sign-in domain (token endpoint base). */
  domain: string;
  storage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
}

/** The token endpoint did not answer with tokens; never carries a code, a token or the provider's text. */
class SsoTokenEndpointError extends Error {
  override readonly name = 'SsoTokenEndpointError';
}

/**
 * Access §7 "Token exchange": one form-encoded POST to the token path of the stored user pool
 * (`/auth/bnft/oauth2/token` for bnft, else `/auth/oauth2/token`), for the code exchange and the refresh
 * alike. Answers the tokens or throws SsoTokenEndpointError.
 */
export async function requestSsoTokens(grant: URLSearchParams, deps: SsoTokenEndpointDeps): Promise<SsoTokens> {
  const pool = toUserPoolChoice(deps.storage.getItem(STORAGE_KEYS.userPool));
  const response = await deps
    .fetch(ssoTokenUrl(deps.domain, pool), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: grant.toString(),
    })
    .catch(() => null);
  if (!response?.ok) throw new SsoTokenEndpointError(`the token endpoint answered ${response?.status ?? 'nothing'}`);
  const tokens = parseSsoTokenResponse(await response.json().catch(() => null));
  if (!tokens) throw new SsoTokenEndpointError('the token endpoint answer holds no tokens');
  return tokens;
}

/**
 * Access §7 "Refresh": the refresh_token grant to the same endpoint. Built here, in the chunk that loads
 * only for a single-sign-on refresh, so the hosted sign-in's URL and form builders stay out of the
 * `token-refresh` chunk every expired password session loads.
 */
export function refreshSsoTokens(refresh: { clientId: string; refreshToken: string }, deps: SsoTokenEndpointDeps): Promise<SsoTokens> {
  return requestSsoTokens(refreshTokenGrant(refresh), deps);
}
