import type { PasswordRuleIndicator } from '@member/shared-contracts/password';
import styles from './password-field.module.css';

const PATHS: Record<PasswordRuleIndicator, string> = {
  satisfied: 'M6 12.5l4 4 8-9',
  unsatisfied: 'M8 8l8 8M16 8l-8 8',
  neutral: '',
};

/** Decorative (aria-hidden): the indicator's word is given in text next to it. */
export function RuleIndicatorIcon({ indicator }: { indicator: PasswordRuleIndicator }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={styles.ruleIcon} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="12" cy="12" r="10" />
      {PATHS[indicator] && <path d={PATHS[indicator]} />}
    </svg>
  );
}
