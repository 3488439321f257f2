/**
 * What follows every password the member sets (the first sign-in's NEW_PASSWORD_REQUIRED, ConfirmForgotPassword,
 * ChangePassword): every other session of the user ends (decision 031: whoever held a stolen refresh or access
 * token loses it with the old password), and the pool's passwordSetByUser trigger records the password as
 * the member's own. The session making a change (ChangePassword's access token) stays signed in.
 */
import { CognitoError } from '../protocol/cognito-error';
import type { IdentityUser } from '../store/identity-user';
import type { PasswordSetSource } from '../triggers/identity-triggers';
import type { OperationContext } from './operation-context';

export async function afterPasswordSetByUser(
  user: IdentityUser,
  source: PasswordSetSource,
  context: OperationContext,
  keepSession?: { originJti: string },
): Promise<void> {
  context.store.refreshTokens.revokeAllOf(user.username, keepSession ? { keepOriginJti: keepSession.originJti } : {});
  const trigger = context.store.triggers.passwordSetByUser;
  if (!trigger) return;
  try {
    await trigger({ userName: user.username, userAttributes: { ...user.attributes }, triggerSource: source });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `PostConfirmation failed with error ${message}.`);
  }
}
