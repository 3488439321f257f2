import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { TextField, type TextFieldProps } from '@member/ui';
import { useFormField, type FormFieldBinding } from './use-form-field';

type TextFieldPassThrough = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'ref'
>;

export type FormTextFieldProps<Values extends FieldValues> = TextFieldPassThrough & FormFieldBinding<Values> & {
  /** Copy for some validation message keys, e.g. content-managed strings (access §5 "message from content key"). */
  messageOverrides?: Partial<Record<string, string>>;
};

/**
 * A TextField driven by react-hook-form: value, change, blur, focus-on-error (ref) and the field's
 * validation message — an i18n key from the shared-contracts schemas — translated in this remote.
 */
export function FormTextField<Values extends FieldValues>({ name, control, messageOverrides, ...textFieldProps }: FormTextFieldProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  const fieldProps = useFormField({ name, control }, (key) => messageOverrides?.[key] ?? t(key));
  return (
    <TextField
      {...textFieldProps}
      {...fieldProps}
    />
  );
}
