import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { FieldError } from '../field-error/field-error';
import { classNames } from '../internal/class-names';
import fieldStyles from '../internal/field.module.css';
import { CheckIcon } from '../internal/icons';
import styles from './checkbox.module.css';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'render' | 'inputRef' | 'isInvalid'> {
  /** The label; may hold inline content such as a TextLink. Clicking it toggles the box. */
  label: ReactNode;
  /** Help text, wired to the input's aria-describedby. */
  description?: string;
  /** Marks the checkbox invalid (aria-invalid) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Shown and linked to the input only while invalid. */
  errorMessage?: string;
  className?: string;
  /** Ref to the native `<input type="checkbox">` (react-hook-form `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single checkbox (RAC CheckboxField + CheckboxButton): native input (visually hidden), Space toggles,
 * `isSelected` + `onChange(isSelected)` when controlled or `defaultSelected` when not.
 * Validation defaults to `validationBehavior="aria"` (no browser bubbles).
 */
export function Checkbox({
  label,
  description,
  errorMessage,
  className,
  ref,
  validationBehavior = 'aria',
  ...rest
}: CheckboxProps) {
  return (
    <CheckboxField
      {...rest}
      inputRef={ref}
      validationBehavior={validationBehavior}
      className={classNames(fieldStyles.field, className)}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected && <CheckIcon />}
            </span>
            <span className={styles.label}>{label}</span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError errorMessage={errorMessage} />
    </CheckboxField>
  );
}
