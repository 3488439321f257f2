import { FieldError as RacFieldError } from 'react-aria-components';
import { ErrorIcon } from '../internal/icons';
import styles from './field-error.module.css';

export interface FieldErrorProps {
  /** The message; without it, the field's own validation errors (its `validate` results) show. */
  errorMessage?: string;
}

/**
 * A field's error message, shown only while the field around it is invalid. It takes the field's
 * error-message id from RAC's context, so the control's aria-describedby names it. Render it inside a
 * RAC field (TextField, CheckboxField) or a SelectField, which provide that context.
 */
export function FieldError({ errorMessage }: FieldErrorProps) {
  return (
    <RacFieldError className={styles.error}>
      {(validation) => (
        <>
          <ErrorIcon className={styles.errorIcon} />
          <span>{errorMessage ?? validation.validationErrors.join(' ')}</span>
        </>
      )}
    </RacFieldError>
  );
}
