/**
 * ConfirmForgotPassword (confirmResetPassword): the reset code sets a new, permanent password, and every
 * session of the member ends.
 * A login with no account is answered exactly like a member (Cognito's "prevent user existence errors":
 * CodeMismatchException for a user that does not exist): its simulated code from ForgotPassword is
 * spent and expires alike, and with no code pending both get CodeMismatchException — where Cognito
 * itself answers a member who asked for no code ExpiredCodeException, which tells that the account exists.
 */
import { z } from '../../zod';
import { codeMismatch } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { createPasswordVerifier } from '../srp/password-verifier';
import { assertCodeMatched } from './code-answer';
import type { CognitoOperation } from './operation-context';
import { afterPasswordSetByUser } from './password-set-by-user';
import { assertKnownClient, requiredString, stringMap } from './request-fields';

const confirmForgotPasswordRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  ConfirmationCode: requiredString,
  Password: z.string(),
  ClientMetadata: z.optional(stringMap),
});

export const confirmForgotPassword: CognitoOperation = async (body, context) => {
  const request = parseRequest(confirmForgotPasswordRequest, body);
  assertKnownClient(request.ClientId, context);
  assertPasswordMeetsPolicy(request.Password);
  const user = context.store.users.find(request.Username);
  assertCodeMatched(context.store.codes.check(user?.username ?? request.Username, 'forgot_password', request.ConfirmationCode, context.now()), 'mismatch');
  if (!user) throw codeMismatch(); // a simulated code never matches: kept for the type
  context.store.codes.consume(user.username, 'forgot_password');
  user.password = createPasswordVerifier(context.store.poolName, user.username, request.Password);
  if (user.status === 'FORCE_CHANGE_PASSWORD') user.status = 'CONFIRMED';
  user.updatedAt = context.now();
  context.store.signInAttempts.recordSuccess(user.username);
  await afterPasswordSetByUser(user, 'ConfirmForgotPassword', context);
  return {};
};
