/**
 * RevokeToken (signOut()): revokes one refresh token and the access tokens minted from it.
 * An unknown token is answered with success, as revoking is idempotent.
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import type { CognitoOperation } from './operation-context';
import { assertKnownClient, requiredString } from './request-fields';

const revokeTokenRequest = z.object({ ClientId: requiredString, Token: requiredString, ClientSecret: z.optional(z.string()) });

export const revokeToken: CognitoOperation = async (body, context) => {
  const request = parseRequest(revokeTokenRequest, body);
  assertKnownClient(request.ClientId, context);
  const grant = context.store.refreshTokens.find(request.Token);
  if (grant) context.store.refreshTokens.revoke(grant);
  return {};
};
