import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldErrorContext, Label, LabelContext, Provider, Text, TextContext } from 'react-aria-components';
import { useField } from 'react-aria/useField';
import { FieldError } from '../field-error/field-error';
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

/** The constraint flags RAC's FieldError receives; only `isInvalid` decides whether it shows. */
const NO_CONSTRAINT_FAILED: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};

/**
 * A native `<select>` with the text field's label, description and error: the platform's own picker
 * (keyboard, screen readers and mobile wheels work everywhere), labelled and described by react-aria's
 * useField like RAC's own fields (aria-describedby names the description and, while invalid, the error).
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
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({ label, description, errorMessage, isInvalid });
  return (
    <div className={classNames(fieldStyles.field, className)} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <Provider
        values={[
          [LabelContext, labelProps],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: NO_CONSTRAINT_FAILED }],
        ]}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        {description && (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        )}
        <select
          {...selectProps}
          {...fieldProps}
          ref={ref}
          className={styles.select}
          disabled={isDisabled}
          required={isRequired && validationBehavior === 'native'}
          aria-required={(isRequired && validationBehavior === 'aria') || undefined}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => onChange?.(event.target.value)}
        >
          {children}
        </select>
        <FieldError errorMessage={errorMessage} />
      </Provider>
    </div>
  );
}
