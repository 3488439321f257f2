/**
 * GetTokensFromRefreshToken: how aws-amplify ≥ 6.15.4 refreshes a session.
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import type { CognitoOperation } from './operation-context';
import { tokensForRefreshToken } from './refresh-session';
import { assertKnownClient, requiredString } from './request-fields';

const getTokensFromRefreshTokenRequest = z.object({
  ClientId: requiredString,
  RefreshToken: requiredString,
  ClientSecret: z.optional(z.string()),
  DeviceKey: z.optional(z.string()),
});

export const getTokensFromRefreshToken: CognitoOperation = async (body, context) => {
  const request = parseRequest(getTokensFromRefreshTokenRequest, body);
  assertKnownClient(request.ClientId, context);
  return { AuthenticationResult: await tokensForRefreshToken(request.RefreshToken, context) };
};
