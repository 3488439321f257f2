/**
 * New id and access tokens for a refresh token (REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken).
 * Refresh tokens are not rotated (Cognito's default), so no new RefreshToken is answered.
 */
import { CognitoError } from '../protocol/cognito-error';
import type { IssuedTokens } from '../tokens/token-issuer';
import type { OperationContext } from './operation-context';

export async function tokensForRefreshToken(refreshToken: string, context: OperationContext): Promise<IssuedTokens> {
  const now = context.now();
  const grant = context.store.refreshTokens.find(refreshToken);
  if (!grant) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (grant.revoked) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  if (grant.expiresAt.getTime() <= now.getTime()) throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  const user = context.store.users.find(grant.username);
  if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
  return context.tokens.issue(user, grant, now);
}

/** InitiateAuth REFRESH_TOKEN_AUTH answer. */
export async function refreshTokenAuth(refreshToken: string, context: OperationContext): Promise<Record<string, unknown>> {
  return { AuthenticationResult: await tokensForRefreshToken(refreshToken, context), ChallengeParameters: {} };
}
