/**
 * The AccessToken check of every signed-in operation (GetUser, UpdateUserAttributes, ...), answering
 * Cognito's errors: expired, invalid, revoked (GlobalSignOut / RevokeToken), or the user is gone.
 */
import { CognitoError } from '../protocol/cognito-error';
import type { IdentityUser } from '../store/identity-user';
import type { AccessTokenClaims } from '../tokens/token-claims';
import { IdentityTokenError, verifyIdentityToken } from '../tokens/token-verifier';
import type { OperationContext } from './operation-context';

export async function authenticateAccessToken(
  accessToken: string,
  context: OperationContext,
): Promise<{ user: IdentityUser; claims: AccessTokenClaims }> {
  let claims: AccessTokenClaims;
  try {
    claims = (await verifyIdentityToken(accessToken, context.signingKey.publicKey, {
      issuer: context.issuer(),
      clientId: context.store.pool.clientId,
      tokenUse: 'access',
      currentDate: context.now(),
    })) as AccessTokenClaims;
  } catch (error) {
    if (error instanceof IdentityTokenError && error.reason === 'expired') throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
  if (context.store.refreshTokens.isOriginRevoked(claims.origin_jti)) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  }
  const user = context.store.users.find(claims.username);
  if (!user || user.sub !== claims.sub) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
  return { user, claims };
}
