import { z } from 'zod/mini';
import { meetsPasswordRules, PASSWORD_RULES, type PasswordRulesConfiguration } from './password-rules';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/** Access §5 / §9: "length 8 to 255". */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

type PasswordLengthState = 'empty' | 'short' | 'long' | 'ok';

/** "shorter is too short, longer is too long" (access §5). */
export function passwordLengthState(value: string): PasswordLengthState {
  if (value.length === 0) return 'empty';
  if (value.length < PASSWORD_MIN_LENGTH) return 'short';
  if (value.length > PASSWORD_MAX_LENGTH) return 'long';
  return 'ok';
}

function hasLeadingOrTrailingSpace(value: string): boolean {
  return value !== value.trim();
}

export type PasswordPolicyProblem =
  | typeof VALIDATION_MESSAGES.passwordRequired
  | typeof VALIDATION_MESSAGES.passwordSpaces
  | typeof VALIDATION_MESSAGES.passwordTooShort
  | typeof VALIDATION_MESSAGES.passwordTooLong
  | typeof VALIDATION_MESSAGES.passwordRules;

/**
 * The synchronous password policy of access §5, in one place for the apps (through `passwordSchema`) and
 * the sandbox identity service: required; no leading or trailing spaces; length 8 to 255; the configured
 * rule set all met. Returns the first problem (an i18n key), or undefined when the password is acceptable.
 * The strength part (estimator score → weak/fair/strong) is NOT here: see password-strength.ts — it is a
 * client-side helper, as zxcvbn's dictionaries are too heavy to be a server rule.
 */
export function passwordPolicyProblem(
  value: string,
  rules: PasswordRulesConfiguration = PASSWORD_RULES,
): PasswordPolicyProblem | undefined {
  const length = passwordLengthState(value);
  if (length === 'empty') return VALIDATION_MESSAGES.passwordRequired;
  if (hasLeadingOrTrailingSpace(value)) return VALIDATION_MESSAGES.passwordSpaces;
  if (length === 'short') return VALIDATION_MESSAGES.passwordTooShort;
  if (length === 'long') return VALIDATION_MESSAGES.passwordTooLong;
  if (!meetsPasswordRules(value, rules)) return VALIDATION_MESSAGES.passwordRules;
  return undefined;
}

/** `passwordPolicyProblem` as a schema (one issue: the first problem). */
export const passwordSchema = z.string({ error: VALIDATION_MESSAGES.passwordRequired }).check(
  z.refine((value) => passwordPolicyProblem(value) === undefined, {
    error: (issue) => passwordPolicyProblem(String(issue.input)) ?? VALIDATION_MESSAGES.passwordRequired,
  }),
);
