/**
 * ChangePassword (updatePassword): the previous password must match; a wrong one counts as a failed
 * attempt, as a sign-in would. Every other session of the member ends; the one changing it stays.
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { createPasswordVerifier, passwordMatchesVerifier } from '../srp/password-verifier';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { afterPasswordSetByUser } from './password-set-by-user';
import { requiredString } from './request-fields';
import { failPasswordAttempt } from './sign-in-steps';

const changePasswordRequest = z.object({ AccessToken: requiredString, PreviousPassword: z.string(), ProposedPassword: z.string() });

export const changePassword: CognitoOperation = async (body, context) => {
  const request = parseRequest(changePasswordRequest, body);
  const { user, claims } = await authenticateAccessToken(request.AccessToken, context);
  if (!passwordMatchesVerifier(context.store.poolName, user.username, request.PreviousPassword, user.password)) {
    failPasswordAttempt(user.username, context);
  }
  assertPasswordMeetsPolicy(request.ProposedPassword);
  user.password = createPasswordVerifier(context.store.poolName, user.username, request.ProposedPassword);
  user.updatedAt = context.now();
  context.store.signInAttempts.recordSuccess(user.username);
  await afterPasswordSetByUser(user, 'ChangePassword', context, { originJti: claims.origin_jti });
  return {};
};
