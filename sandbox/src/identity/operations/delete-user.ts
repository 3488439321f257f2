/**
 * DeleteUser (deleteUser): removes the signed-in user and revokes all its tokens.
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const deleteUserRequest = z.object({ AccessToken: requiredString });

export const deleteUser: CognitoOperation = async (body, context) => {
  const request = parseRequest(deleteUserRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  context.store.refreshTokens.revokeAllOf(user.username);
  context.store.challenges.forgetUser(user.username);
  context.store.codes.forgetUser(user.username);
  context.store.users.remove(user.username);
  return {};
};
