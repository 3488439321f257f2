import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldBinding<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
}

/**
 * The react-hook-form wiring every form control of this remote shares, as the control's props: value,
 * change, blur, the ref that focus-on-error moves to, and the invalid state with the message to show —
 * the schema's message, an i18n key from the shared-contracts schemas, read through `message`.
 */
export function useFormField<Values extends FieldValues>({ name, control }: FormFieldBinding<Values>, message: (key: string) => string) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  const key = fieldState.error?.message;
  return { ref, name, value, onChange, onBlur, isInvalid: fieldState.invalid, errorMessage: key ? message(key) : undefined };
}
