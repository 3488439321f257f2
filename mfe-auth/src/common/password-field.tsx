import { useId } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { PasswordRuleList } from './password-rule-list';
import { PasswordStrengthStatus } from './password-strength-status';
import { usePasswordFeedback } from './use-password-feedback';
import styles from './password-field.module.css';

export type PasswordFieldProps<Values extends FieldValues> = Omit<FormTextFieldProps<Values>, 'type' | 'autoComplete'> & {
  name: FieldPath<Values>;
};

/**
 * A new-password field (access §5) for every screen where a member chooses a password: the field, its
 * strength helper (length state at once, zxcvbn strength once loaded) and the rule indicators, both tied
 * to the input with aria-describedby. Rendering it is what downloads the strength estimator.
 */
export function PasswordField<Values extends FieldValues>({ name, control, ...fieldProps }: PasswordFieldProps<Values>) {
  const strengthId = useId();
  const rulesId = useId();
  const value = useWatch({ control, name }) as unknown;
  const feedback = usePasswordFeedback(typeof value === 'string' ? value : '');

  return (
    <div className={styles.field}>
      <FormTextField
        {...fieldProps}
        name={name}
        control={control}
        type="password"
        autoComplete="new-password"
        // The strength status is a live region that stays in the page (to be announced when it changes);
        // while it is empty it is no description, so it is referenced only once it says something.
        aria-describedby={feedback.state === 'empty' ? rulesId : `${strengthId} ${rulesId}`}
      />
      <PasswordStrengthStatus id={strengthId} state={feedback.state} />
      <PasswordRuleList id={rulesId} rules={feedback.rules} />
    </div>
  );
}
