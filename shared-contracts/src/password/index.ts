/**
 * Passwords (access §5): the password policy and the rules shown while typing, the strength estimator and its
 * loader, and the new-password form rules.
 */
export { strongNewPasswordFormSchema, type NewPasswordFormValues } from './new-password-form';
export {
  type PasswordRuleName, PASSWORD_RULES, type PasswordRuleIndicator, passwordRuleIndicators,
} from './password-rules';
export { type PasswordStrengthEstimator, type PasswordState, passwordState } from './password-strength';
export {
  PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, passwordLengthState, type PasswordPolicyProblem,
  passwordPolicyProblem,
} from './password';
export { loadPasswordStrengthEstimator } from './zxcvbn-estimator';
