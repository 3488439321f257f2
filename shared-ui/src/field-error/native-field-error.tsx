import { ErrorIcon } from '../internal/icons';
import styles from './field-error.module.css';

export interface NativeFieldErrorProps {
  /** The id the control names in its aria-describedby. */
  id: string;
  errorMessage?: string;
}

/**
 * FieldError's message for a field that is not a RAC field (the native select): the caller renders it
 * while the field is invalid and names `id` in the control's aria-describedby. Its own module, free of
 * react-aria, so the select's entry bundles none of it.
 */
export function NativeFieldError({ id, errorMessage }: NativeFieldErrorProps) {
  return (
    <span id={id} className={styles.error}>
      <ErrorIcon className={styles.errorIcon} />
      <span>{errorMessage}</span>
    </span>
  );
}
