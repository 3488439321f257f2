import { FieldError as RacFieldError } from 'react-aria-components';
import { ErrorIcon } from '../internal/icons';
import styles from './field-error.module.css';

export interface FieldErrorProps {
  /** The message; without it, the field's own validation errors (its `validate` results) show. */
  errorMessage?: string;
}

/**
 * A field's error message (icon and text), shown only while the RAC field around it (TextField,
 * CheckboxField) is invalid, with the error-message id RAC adds to the control's aria-describedby.
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
