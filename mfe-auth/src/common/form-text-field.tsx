import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { TextField, type TextFieldProps } from '@member/ui';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'ref'
> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  /** Copy for some validation message keys, e.g. content-managed strings (access §5 "message from content key"). */
  messageOverrides?: Partial<Record<string, string>>;
};

/**
 * A TextField driven by react-hook-form: value, change, blur, focus-on-error (ref) and the field's
 * validation message — an i18n key from the shared-contracts schemas — translated in this remote.
 */
export function FormTextField<Values extends FieldValues>({ name, control, messageOverrides, ...textFieldProps }: FormTextFieldProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message ? (messageOverrides?.[fieldState.error.message] ?? t(fieldState.error.message)) : undefined}
        />
      )}
    />
  );
}
