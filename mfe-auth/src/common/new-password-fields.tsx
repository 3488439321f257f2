import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';

export interface NewPasswordFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** Where the pair sits in the form's values (validated by shared-contracts' `strongNewPasswordFormSchema`). */
  names: { newPassword: FieldPath<Values>; confirmPassword: FieldPath<Values> };
  labels: { newPassword: string; confirmPassword: string };
}

/**
 * A new password and its confirmation, wherever a member chooses one (temporary-password challenge,
 * reset, set password, sign-up): the password with its strength helper and rule indicators (access §5),
 * then the confirmation, both with the same show-password control.
 */
export function NewPasswordFields<Values extends FieldValues>({ control, names, labels }: NewPasswordFieldsProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  const reveal = t('newPassword.showPassword');
  return (
    <>
      <PasswordField name={names.newPassword} control={control} label={labels.newPassword} description={t('newPassword.rules')} isRequired revealPasswordLabel={reveal} />
      <FormTextField
        name={names.confirmPassword}
        control={control}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        isRequired
        revealPasswordLabel={reveal}
      />
    </>
  );
}
