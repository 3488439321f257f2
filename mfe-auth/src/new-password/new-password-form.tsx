import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form, TextField } from '@member/ui';
import { newPasswordFormSchema, type NewPasswordFormValues as NewPasswordValues } from '@member/shared-contracts';

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
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t(labelKey)}
              description={descriptionKey ? t(descriptionKey) : undefined}
              type="password"
              autoComplete="new-password"
              isRequired
              revealPasswordLabel={t('newPassword.showPassword')}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
      ))}
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('newPassword.submitting')}>
        {t('newPassword.submit')}
      </Button>
    </Form>
  );
}
