/**
 * The sandbox pool's password policy (spec access §5 "Password"): 8 to 255 characters and no leading or
 * trailing spaces. Broken → InvalidPasswordException, as Cognito answers.
 */
import { CognitoError } from '../protocol/cognito-error';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** Why a password breaks the policy, or undefined when it meets it. */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password did not conform with policy: Password not long enough`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password did not conform with policy: Password is too long`;
  if (password !== password.trim()) return 'Password did not conform with policy: Password must not begin or end with a space';
  return undefined;
}

export function assertPasswordMeetsPolicy(password: string): void {
  const violation = passwordPolicyViolation(password);
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}
