import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { loadPasswordStrengthEstimator, strongNewPasswordFormSchema, type NewPasswordFormValues as NewPasswordValues } from '@member/shared-contracts/password';
import { NewPasswordFields } from '../common/new-password-fields';

export interface NewPasswordFormProps {
  onSubmit(newPassword: string): Promise<void>;
}

/** Access §5 in full: the basic rule, the configured rule set and the strength (fair or strong). */
const schema = strongNewPasswordFormSchema(loadPasswordStrengthEstimator);

/** New password + confirmation for a temporary password (access §4). */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<NewPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <Form onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))}>
      <NewPasswordFields
        control={control}
        names={{ newPassword: 'newPassword', confirmPassword: 'confirmPassword' }}
        labels={{ newPassword: t('newPassword.password'), confirmPassword: t('newPassword.confirm') }}
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('newPassword.submitting')}>
        {t('newPassword.submit')}
      </Button>
    </Form>
  );
}
