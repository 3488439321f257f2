import { passwordLengthState, passwordRuleIndicators, passwordState, type PasswordRuleIndicator, type PasswordRuleName, type PasswordState } from '@member/shared-contracts/password';
import { usePasswordStrengthEstimator } from './use-password-strength-estimator';

/** `pending`: long enough to be scored, but the estimator is still loading. */
export type PasswordFieldState = PasswordState | 'pending';

export interface PasswordFeedback {
  state: PasswordFieldState;
  rules: [PasswordRuleName, PasswordRuleIndicator][];
}

/** What to show under a password field: the length state at once, the strength once zxcvbn has loaded. */
export function usePasswordFeedback(value: string): PasswordFeedback {
  const estimate = usePasswordStrengthEstimator();
  const rules = Object.entries(passwordRuleIndicators(value)) as [PasswordRuleName, PasswordRuleIndicator][];
  if (estimate) return { state: passwordState(value, estimate), rules };
  const length = passwordLengthState(value);
  return { state: length === 'ok' ? 'pending' : length, rules };
}
