/**
 * ConfirmSignUp: the sign-up code confirms the user and verifies the email.
 */
import { z } from '../../zod';
import { CognitoError, codeMismatch } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import type { CognitoOperation } from './operation-context';
import { assertKnownClient, requiredString, stringMap } from './request-fields';

const confirmSignUpRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  ConfirmationCode: requiredString,
  ForceAliasCreation: z.optional(z.boolean()),
  ClientMetadata: z.optional(stringMap),
});

export const confirmSignUp: CognitoOperation = async (body, context) => {
  const request = parseRequest(confirmSignUpRequest, body);
  assertKnownClient(request.ClientId, context);
  const user = context.store.users.find(request.Username);
  if (!user) throw codeMismatch();
  if (user.status !== 'UNCONFIRMED') {
    throw new CognitoError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
  }
  const check = context.store.codes.check(user.username, 'sign_up', request.ConfirmationCode, context.now());
  if (check === 'mismatch') throw codeMismatch();
  if (check !== 'match') throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  context.store.codes.consume(user.username, 'sign_up');
  user.status = 'CONFIRMED';
  user.attributes.email_verified = 'true';
  user.updatedAt = context.now();
  return {};
};
