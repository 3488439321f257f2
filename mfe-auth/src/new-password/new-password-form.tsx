import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { newPasswordFormSchema, type NewPasswordFormValues as NewPasswordValues } from '@member/shared-contracts';
import { FormTextField } from '../forms/form-text-field';

export interface NewPasswordFormProps {
  onSubmit(newPassword: string): Promise<void>;
}

const FIELDS = [
  { name: 'newPassword', labelKey: 'newPassword.password', descriptionKey: 'newPassword.rules' },
  { name: 'confirmPassword', labelKey: 'newPassword.confirm', descriptionKey: undefined },
] as const;

/** New password + confirmation for a temporary password (access §4). */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<NewPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <Form onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))}>
      {FIELDS.map(({ name, labelKey, descriptionKey }) => (
        <FormTextField
          key={name}
          name={name}
          control={control}
          label={t(labelKey)}
          description={descriptionKey ? t(descriptionKey) : undefined}
          type="password"
          autoComplete="new-password"
          isRequired
          revealPasswordLabel={t('newPassword.showPassword')}
        />
      ))}
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('newPassword.submitting')}>
        {t('newPassword.submit')}
      </Button>
    </Form>
  );
}
