import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { NativeFieldError } from '../field-error/native-field-error';
import { classNames } from '../internal/class-names';
import fieldStyles from '../internal/field.module.css';
import styles from './select-field.module.css';

export interface SelectFieldProps {
  /** Visible label, tied to the select (`<label for>`). */
  label: string;
  /** Help text under the label, wired to the select's aria-describedby. */
  description?: string;
  /** Marks the field invalid (aria-invalid) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Shown (and added to aria-describedby) only while the field is invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** `aria` (default): required is announced (aria-required) but the browser shows no bubble of its own. */
  validationBehavior?: 'aria' | 'native';
  name?: string;
  autoComplete?: string;
  /** Controlled value; omit it (and optionally give `defaultValue`) for an uncontrolled field. */
  value?: string | number;
  defaultValue?: string | number;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The `<option>` elements. */
  children: ReactNode;
  className?: string;
  /** Ref to the `<select>` element (react-hook-form's `field.ref`, which focuses the first invalid field). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` with the text field's label, description and error: the platform's own picker
 * (keyboard, screen readers and mobile wheels work everywhere). The label is a `<label for>`;
 * aria-describedby names the description and, while invalid, the error, as RAC's fields do. Plain
 * React, no react-aria: every feature chunk that shows a select bundles it, so it stays small.
 */
export function SelectField({
  label,
  description,
  isInvalid = false,
  errorMessage,
  isRequired = false,
  isDisabled,
  validationBehavior = 'aria',
  onChange,
  children,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ');
  return (
    <div className={classNames(fieldStyles.field, className)} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <select
        {...selectProps}
        id={id}
        ref={ref}
        className={styles.select}
        disabled={isDisabled}
        required={isRequired && validationBehavior === 'native'}
        aria-required={(isRequired && validationBehavior === 'aria') || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      >
        {children}
      </select>
      {isInvalid && <NativeFieldError id={errorId} errorMessage={errorMessage} />}
    </div>
  );
}
