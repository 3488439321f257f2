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

/**
 * The same message for a field that is not a RAC field (the native select): the caller renders it
 * while the field is invalid and names `id` in the control's aria-describedby. It imports nothing from
 * react-aria, so the select's entry bundles none of it.
 */
export function NativeFieldError({ id, errorMessage }: FieldErrorProps & { id: string }) {
  return (
    <span id={id} className={styles.error}>
      <ErrorIcon className={styles.errorIcon} />
      <span>{errorMessage}</span>
    </span>
  );
}
