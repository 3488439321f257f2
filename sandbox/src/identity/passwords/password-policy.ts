/**
 * The sandbox pool's password policy: the shared access §5 rule (`passwordPolicyProblem` in
 * shared-contracts — required, no leading or trailing spaces, 8 to 255 characters, the configured rule set
 * `PASSWORD_RULES`), so the apps and the identity service cannot disagree. Broken →
 * InvalidPasswordException with a Cognito-style message, as Cognito answers.
 *
 * Decision: the zxcvbn strength score is NOT enforced here. It is a client-side helper (its dictionaries
 * are heavy and Cognito has no such rule); the apps refuse weak passwords before they reach the service.
 */
import { passwordPolicyProblem, type PasswordPolicyProblem } from '@member/shared-contracts/password';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { CognitoError } from '../protocol/cognito-error';

const PREFIX = 'Password did not conform with policy: ';

const COGNITO_MESSAGES: Record<PasswordPolicyProblem, string> = {
  [VALIDATION_MESSAGES.passwordRequired]: 'Password not long enough',
  [VALIDATION_MESSAGES.passwordSpaces]: 'Password must not begin or end with a space',
  [VALIDATION_MESSAGES.passwordTooShort]: 'Password not long enough',
  [VALIDATION_MESSAGES.passwordTooLong]: 'Password is too long',
  [VALIDATION_MESSAGES.passwordRules]: 'Password must have a number, a lowercase, an uppercase and a symbol character',
};

/** Why a password breaks the policy, or undefined when it meets it. */
export function passwordPolicyViolation(password: string): string | undefined {
  const problem = passwordPolicyProblem(password);
  return problem ? PREFIX + COGNITO_MESSAGES[problem] : undefined;
}

export function assertPasswordMeetsPolicy(password: string): void {
  const violation = passwordPolicyViolation(password);
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}
