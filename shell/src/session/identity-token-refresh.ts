import {
  amplifySessionKeys, amplifyTokenEntries, decodeJwtPayload, federatedIdentityOf, identityServiceEndpoint, parseRefreshTokenAuthAnswer,
  readStoredIdentityTokens, readStoredRefreshCredentials, refreshTokenAuthRequest, type SsoTokens, type StoredIdentityTokens,
} from '@member/shared-contracts/sign-in';
import type { ServicesConfig } from '../config/runtime-config';

/** The identity service answered that this session is over (a revoked, expired or unknown refresh token). */
class TokenRefreshRefusedError extends Error {
  override readonly name = 'TokenRefreshRefusedError';
}

export interface IdentityTokenRefreshDeps {
  identity: ServicesConfig['identity'];
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: typeof fetch;
}

/** A password session: Cognito's InitiateAuth REFRESH_TOKEN_AUTH, one plain POST (no identity library). */
async function refreshPasswordSession(refreshToken: string, deviceKey: string | null, deps: IdentityTokenRefreshDeps): Promise<SsoTokens> {
  const init = refreshTokenAuthRequest({ clientId: deps.identity.userPoolClientId, refreshToken, deviceKey });
  const response = await deps.fetch(identityServiceEndpoint(deps.identity), init);
  const body: unknown = await response.json().catch(() => null);
  // Cognito answers 400 with a `__type` for what it refuses; a 5xx is the service, not the session.
  if (response.status >= 400 && response.status < 500) throw new TokenRefreshRefusedError(String((body as { __type?: unknown } | null)?.__type ?? response.status));
  const tokens = response.ok ? parseRefreshTokenAuthAnswer(body) : null;
  if (!tokens) throw new Error(`the identity service answered ${response.status} without tokens`);
  return tokens;
}

/** A single-sign-on session: its user pool's token endpoint, grant_type refresh_token (access §7). */
async function refreshSsoSession(refreshToken: string, domain: string, deps: IdentityTokenRefreshDeps): Promise<SsoTokens> {
  // The token endpoint call (and its answer's schema) loads only for a single-sign-on refresh.
  const { refreshSsoTokens } = await import(/* webpackChunkName: "sso-exchange" */ './sso-token-endpoint');
  try {
    return await refreshSsoTokens({ clientId: deps.identity.userPoolClientId, refreshToken }, { domain, storage: deps.storage, fetch: deps.fetch });
  } catch (error) {
    throw new TokenRefreshRefusedError(error instanceof Error ? error.message : 'refused');
  }
}

/**
 * New id and access tokens for any session, without aws-amplify: a session is a single-sign-on one when its
 * id token names a federated identity (and a hosted sign-in domain is configured), else a password one.
 * The refresh token is kept unless the answer rotates it.
 */
export async function refreshIdentityTokens(
  session: { refreshToken: string; idTokenPayload: Record<string, unknown>; deviceKey: string | null },
  deps: IdentityTokenRefreshDeps,
): Promise<SsoTokens> {
  const domain = deps.identity.hostedUiDomain;
  const tokens =
    domain && federatedIdentityOf(session.idTokenPayload)
      ? await refreshSsoSession(session.refreshToken, domain, deps)
      : await refreshPasswordSession(session.refreshToken, session.deviceKey, deps);
  return { ...tokens, refreshToken: tokens.refreshToken ?? session.refreshToken };
}

/** Amplify's drift: how far the service's clock (the access token's `iat`) is ahead of this device's. */
export function clockDriftOf(accessToken: string, now: number): number {
  const issuedAt = decodeJwtPayload(accessToken)?.iat;
  return typeof issuedAt === 'number' ? issuedAt * 1000 - now : 0;
}

/**
 * Refreshes the session stored in the identity library's format and stores the new tokens the same way,
 * so the library (when a member's operation loads it) finds them. A refused refresh ends the session as
 * Amplify does (its tokens removed: the member is signed out); a failed one (network, 5xx) keeps them.
 * Answers the refreshed tokens, or null when there is no session to refresh or it is over.
 */
export async function refreshStoredIdentityTokens(deps: IdentityTokenRefreshDeps & { now?: () => number }): Promise<StoredIdentityTokens | null> {
  const clientId = deps.identity.userPoolClientId;
  const stored = readStoredIdentityTokens(clientId, deps.storage);
  if (!stored) return null;
  const forget = () => amplifySessionKeys(clientId, stored.username).forEach((key) => deps.storage.removeItem(key));
  const { refreshToken, deviceKey } = readStoredRefreshCredentials(clientId, stored.username, deps.storage);
  if (!refreshToken) {
    forget();
    return null;
  }
  try {
    const tokens = await refreshIdentityTokens({ refreshToken, deviceKey, idTokenPayload: stored.idTokenPayload }, deps);
    const drift = clockDriftOf(tokens.accessToken, (deps.now ?? Date.now)());
    for (const [key, value] of amplifyTokenEntries(clientId, stored.username, tokens, drift)) deps.storage.setItem(key, value);
    return readStoredIdentityTokens(clientId, deps.storage);
  } catch (error) {
    if (error instanceof TokenRefreshRefusedError) forget();
    return null;
  }
}
