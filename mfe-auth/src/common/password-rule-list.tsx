import { useTranslation } from '@member/i18n';
import { PASSWORD_RULES, type PasswordRuleIndicator, type PasswordRuleName } from '@member/shared-contracts/password';
import { VisuallyHidden } from '@member/ui';
import { RuleIndicatorIcon } from './rule-indicator-icon';
import styles from './password-field.module.css';

export interface PasswordRuleListProps {
  id: string;
  rules: [PasswordRuleName, PasswordRuleIndicator][];
}

/**
 * The configured rule set (access §5), one item per rule with its indicator shown three ways: an icon
 * whose SHAPE differs (check, cross, empty circle), the colour, and a word for screen readers.
 */
export function PasswordRuleList({ id, rules }: PasswordRuleListProps) {
  const { t } = useTranslation('mfe_auth');
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.rulesHeading}>{t('passwordField.rulesHeading')}</p>
      <ul className={styles.ruleList}>
        {rules.map(([rule, indicator]) => (
          <li key={rule} className={styles.rule} data-indicator={indicator}>
            <RuleIndicatorIcon indicator={indicator} />
            <VisuallyHidden>{`${t(`passwordField.indicator.${indicator}`)}: `}</VisuallyHidden>
            <span>{t(`passwordField.rule.${rule}`, { count: PASSWORD_RULES[rule] })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
