/**
 * GlobalSignOut (signOut({ global: true })): revokes every refresh token of the user, and with them
 * every access token minted from those (a later refresh or GetUser → NotAuthorizedException).
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const globalSignOutRequest = z.object({ AccessToken: requiredString });

export const globalSignOut: CognitoOperation = async (body, context) => {
  const request = parseRequest(globalSignOutRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  context.store.refreshTokens.revokeAllOf(user.username);
  return {};
};
