import { cognitoUserPoolsTokenProvider, refreshAuthTokens } from 'aws-amplify/auth/cognito';
import { decodeJwtPayload, federatedIdentityOf, refreshTokenGrant } from '@member/shared-contracts/sign-in';
import type { SsoTokenEndpointDeps } from './sso-token-endpoint';

/** Amplify's token refresher (its type is not exported by name). */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;

/** A JWT as Amplify holds it: the decoded payload and the token itself. */
function toJwt(token: string): RefreshedTokens['accessToken'] {
  const payload = decodeJwtPayload(token);
  if (!payload) throw new Error(FAILED_TO_REFRESH_TOKEN);
  return { payload, toString: () => token } as RefreshedTokens['accessToken'];
}

/** Access §8: "'Failed to refresh token' on a failed refresh". */
export const FAILED_TO_REFRESH_TOKEN = 'Failed to refresh token';

export interface SsoTokenRefresherDeps extends SsoTokenEndpointDeps {
  userPoolClientId: string;
  /** The identity library's own refresher, for sessions that did not come through single sign-on. */
  fallback?: TokenRefresher;
}

/**
 * How Amplify refreshes expired tokens (it asks only once the id token has expired, so the id token is
 * reused until then — access §7). A single-sign-on session (its id token carries an `identities` claim)
 * refreshes at the token endpoint of its user pool with grant_type refresh_token; any other session keeps
 * Amplify's own refresh. A failed refresh throws 'Failed to refresh token', which Amplify treats as signed out.
 */
export function createSsoTokenRefresher({ fallback = refreshAuthTokens, ...deps }: SsoTokenRefresherDeps): TokenRefresher {
  return async (input) => {
    // A session is a single-sign-on one when its id token names a federated identity (not by what storage says).
    if (!federatedIdentityOf(input.tokens.idToken?.payload ?? {})) return fallback(input);
    const refreshToken = input.tokens.refreshToken;
    if (!refreshToken) throw new Error(FAILED_TO_REFRESH_TOKEN);
    // The token endpoint call (and its answer's schema) loads only for a single-sign-on refresh.
    const { requestSsoTokens } = await import(/* webpackChunkName: "sso-exchange" */ './sso-token-endpoint');
    const tokens = await requestSsoTokens(refreshTokenGrant({ clientId: deps.userPoolClientId, refreshToken }), deps).catch(() => {
      throw new Error(FAILED_TO_REFRESH_TOKEN);
    });
    const accessToken = toJwt(tokens.accessToken);
    const issuedAt = accessToken.payload.iat;
    return {
      accessToken,
      idToken: toJwt(tokens.idToken),
      refreshToken: tokens.refreshToken ?? refreshToken,
      clockDrift: typeof issuedAt === 'number' ? issuedAt * 1000 - Date.now() : 0,
      username: input.username,
    };
  };
}
