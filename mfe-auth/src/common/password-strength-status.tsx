import { useTranslation } from '@member/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@member/shared-contracts/password';
import type { PasswordFieldState } from './use-password-feedback';
import styles from './password-field.module.css';

const FILLED_SEGMENTS: Record<PasswordFieldState, number> = { empty: 0, short: 0, long: 0, pending: 0, weak: 1, fair: 2, strong: 3 };

/**
 * The strength helper: a polite live region (announced when the state changes, not on every keystroke)
 * with the state in words, and a three-segment bar that only repeats it visually (aria-hidden).
 */
export function PasswordStrengthStatus({ id, state }: { id: string; state: PasswordFieldState }) {
  const { t } = useTranslation('mfe_auth');
  const filled = FILLED_SEGMENTS[state];
  return (
    <div className={styles.strength} data-state={state}>
      <div className={styles.meter} aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span key={segment} className={segment <= filled ? styles.segmentFilled : styles.segment} />
        ))}
      </div>
      <p id={id} role="status" aria-live="polite" className={styles.strengthText}>
        {state === 'empty' ? '' : t(`passwordField.state.${state}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      </p>
    </div>
  );
}
