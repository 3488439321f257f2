/**
 * ConfirmSignUp: the sign-up code confirms the user and verifies the email.
 * A login with no account and a member already confirmed are answered like an unconfirmed user whose
 * code does not match (Cognito's "prevent user existence errors" answers CodeMismatchException for a
 * user that does not exist; its NotAuthorizedException "User cannot be confirmed. Current status is
 * CONFIRMED" would tell that an account exists), with the same per-code limit.
 */
import { z } from '../../zod';
import { codeMismatch } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { assertCodeMatched } from './code-answer';
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
  assertCodeMatched(context.store.codes.check(user?.username ?? request.Username, 'sign_up', request.ConfirmationCode, context.now()), 'mismatch');
  // Only an unconfirmed user holds a real sign-up code; kept so no other state can ever be confirmed.
  if (!user || user.status !== 'UNCONFIRMED') throw codeMismatch();
  context.store.codes.consume(user.username, 'sign_up');
  user.status = 'CONFIRMED';
  user.attributes.email_verified = 'true';
  user.updatedAt = context.now();
  return {};
};
