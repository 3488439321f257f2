import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { loadPasswordStrengthEstimator, strongNewPasswordFormSchema } from '@member/shared-contracts/password';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { FormTextField } from '../common/form-text-field';
import { NewPasswordFields } from '../common/new-password-fields';

/** Access §5 in full for the new password: the basic rule, the configured rule set and the strength. */
const newPasswordSchema = strongNewPasswordFormSchema(loadPasswordStrengthEstimator);

function setPasswordSchema(needsCurrentPassword: boolean) {
  return z.object({
    currentPassword: needsCurrentPassword ? z.string().check(z.minLength(1, { error: VALIDATION_MESSAGES.passwordRequired })) : z.string(),
    next: newPasswordSchema,
  });
}
type SetPasswordValues = z.infer<ReturnType<typeof setPasswordSchema>>;

export interface SetPasswordFormProps {
  /** A member who set a password proves it; one who never did (sso, base account) only chooses one. */
  needsCurrentPassword: boolean;
  onSubmit(input: { currentPassword: string; newPassword: string }): Promise<void>;
}

/** Current password (when there is one), the new password (access §5, with the strength helper) and its confirmation. */
export function SetPasswordForm({ needsCurrentPassword, onSubmit }: SetPasswordFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<SetPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(setPasswordSchema(needsCurrentPassword)),
    defaultValues: { currentPassword: '', next: { newPassword: '', confirmPassword: '' } },
  });

  const submit = handleSubmit(({ currentPassword, next }) => onSubmit({ currentPassword, newPassword: next.newPassword }));
  const reveal = t('newPassword.showPassword');
  return (
    <Form onSubmit={submit}>
      {needsCurrentPassword && (
        <FormTextField
          name="currentPassword"
          control={control}
          label={t('security.setPassword.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
          revealPasswordLabel={reveal}
        />
      )}
      <NewPasswordFields
        control={control}
        names={{ newPassword: 'next.newPassword', confirmPassword: 'next.confirmPassword' }}
        labels={{ newPassword: t('security.setPassword.newPassword'), confirmPassword: t('security.setPassword.confirmPassword') }}
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('security.setPassword.saving')}>
        {t('security.setPassword.submit')}
      </Button>
    </Form>
  );
}
