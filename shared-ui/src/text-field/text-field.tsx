import { useRef, useState, type Ref } from 'react';
import {
  Input,
  Label,
  Text,
  TextField as RacTextField,
  ToggleButton,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldError } from '../field-error/field-error';
import { IconButton, iconButtonClassName } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import fieldStyles from '../internal/field.module.css';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { mergeRefs } from '../internal/merge-refs';
import { useControllableValue } from '../internal/use-controllable-value';
import styles from './text-field.module.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

export interface TextFieldProps
  extends Omit<
    RacTextFieldProps,
    'children' | 'className' | 'style' | 'render' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid'
  > {
  /** Visible label, tied to the input (`<label for>`). */
  label: string;
  /** Help text under the label, wired to the input's aria-describedby. */
  description?: string;
  /** Marks the field invalid (aria-invalid) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Shown (and added to aria-describedby) only while the field is invalid. Without it, `validate` results show. */
  errorMessage?: string;
  type?: TextFieldType;
  placeholder?: string;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Controlled value; omit it (and optionally give `defaultValue`) for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** When given, a clear button with this accessible name shows while the field has a value. */
  clearButtonLabel?: string;
  onClear?: () => void;
  /** For `type="password"`: when given, a show/hide toggle (aria-pressed) with this accessible name appears. */
  revealPasswordLabel?: string;
  className?: string;
  /** Ref to the `<input>` element (react-hook-form's `register` / `field.ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Text input on RAC TextField: label, description and error are linked by RAC (aria-describedby, aria-invalid).
 * Validation defaults to `validationBehavior="aria"`: no browser validation bubbles, whose copy would not be ours.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  autoCapitalize,
  value: valueProp,
  defaultValue = '',
  onChange,
  clearButtonLabel,
  onClear,
  revealPasswordLabel,
  className,
  ref,
  validationBehavior = 'aria',
  isDisabled,
  isReadOnly,
  ...rest
}: TextFieldProps) {
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const [isPasswordRevealed, setPasswordRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const canEdit = !isDisabled && !isReadOnly;
  const showClear = clearButtonLabel !== undefined && canEdit && value !== '';
  const showReveal = type === 'password' && revealPasswordLabel !== undefined;
  const inputType = showReveal && isPasswordRevealed ? 'text' : type;

  const clear = () => {
    setValue('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <RacTextField
      {...rest}
      type={inputType}
      value={value}
      onChange={setValue}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior={validationBehavior}
      className={classNames(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.control}>
        <Input
          ref={mergeRefs(ref, inputRef)}
          className={styles.input}
          placeholder={placeholder}
          autoCapitalize={autoCapitalize}
        />
        {showClear && <IconButton icon="close" label={clearButtonLabel} onPress={clear} placement="field" />}
        {showReveal && (
          <ToggleButton
            aria-label={revealPasswordLabel}
            className={iconButtonClassName}
            data-placement="field"
            isSelected={isPasswordRevealed}
            onChange={setPasswordRevealed}
            isDisabled={isDisabled}
          >
            {isPasswordRevealed ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        )}
      </div>
      <FieldError errorMessage={errorMessage} />
    </RacTextField>
  );
}
