import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJwtPayload } from '@member/shared-contracts/sign-in';
import { clockDriftOf, refreshIdentityTokens, type IdentityTokenRefreshDeps } from './identity-token-refresh';

/** Amplify's token refresher (its type is not exported by name). */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;

/** Access §8: "'Failed to refresh token' on a failed refresh". */
export const FAILED_TO_REFRESH_TOKEN = 'Failed to refresh token';

/** A JWT as Amplify holds it: the decoded payload and the token itself. */
function toJwt(token: string): RefreshedTokens['accessToken'] {
  const payload = decodeJwtPayload(token);
  if (!payload) throw new Error(FAILED_TO_REFRESH_TOKEN);
  return { payload, toString: () => token } as RefreshedTokens['accessToken'];
}

/**
 * How Amplify refreshes expired tokens once it is loaded (it asks only once the id token has expired, so
 * the id token is reused until then — access §7): the same plain requests the shell refreshes with before
 * Amplify loads (`identity-token-refresh.ts`), so a session refreshes one way whichever asks. A failed
 * refresh throws 'Failed to refresh token', which Amplify treats as signed out.
 */
export function createAmplifyTokenRefresher(deps: IdentityTokenRefreshDeps): TokenRefresher {
  return async (input) => {
    const refreshToken = input.tokens.refreshToken;
    if (!refreshToken) throw new Error(FAILED_TO_REFRESH_TOKEN);
    const session = { refreshToken, idTokenPayload: input.tokens.idToken?.payload ?? {}, deviceKey: input.tokens.deviceMetadata?.deviceKey ?? null };
    const tokens = await refreshIdentityTokens(session, deps).catch(() => {
      throw new Error(FAILED_TO_REFRESH_TOKEN);
    });
    return {
      accessToken: toJwt(tokens.accessToken),
      idToken: toJwt(tokens.idToken),
      refreshToken: tokens.refreshToken ?? refreshToken,
      clockDrift: clockDriftOf(tokens.accessToken, Date.now()),
      username: input.username,
      ...(input.tokens.deviceMetadata ? { deviceMetadata: input.tokens.deviceMetadata } : {}),
    };
  };
}
