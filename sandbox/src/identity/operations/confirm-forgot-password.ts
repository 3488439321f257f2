/**
 * ConfirmForgotPassword (confirmResetPassword): the reset code sets a new, permanent password, and every
 * session of the member ends.
 */
import { z } from '../../zod';
import { CognitoError, codeMismatch } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { createPasswordVerifier } from '../srp/password-verifier';
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
  if (!user) throw codeMismatch();
  const check = context.store.codes.check(user.username, 'forgot_password', request.ConfirmationCode, context.now());
  if (check === 'mismatch') throw codeMismatch();
  if (check !== 'match') throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  context.store.codes.consume(user.username, 'forgot_password');
  user.password = createPasswordVerifier(context.store.poolName, user.username, request.Password);
  if (user.status === 'FORCE_CHANGE_PASSWORD') user.status = 'CONFIRMED';
  user.updatedAt = context.now();
  context.store.signInAttempts.recordSuccess(user.username);
  await afterPasswordSetByUser(user, 'ConfirmForgotPassword', context);
  return {};
};
