import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { loadPasswordStrengthEstimator, strongNewPasswordFormSchema } from '@member/shared-contracts/password';
import { NewPasswordFields } from '../common/new-password-fields';
import { CreateAccountNotice } from './create-account-notice';
import { SignUpStepLayout } from './sign-up-step-layout';
import { useCreateAccount } from './sign-up.resource';

/** Access §5 in full: the basic rule, the configured rule set and the strength (zxcvbn, loaded lazily). */
const passwordSchema = strongNewPasswordFormSchema(loadPasswordStrengthEstimator);

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /sign-up/password, the last step (never shown when the sign-up carries a social provider): a password
 * with the strength helper and its confirmation; Create account signs the member up and in. The password
 * is never kept in the sign-up store.
 */
export function PasswordStepScreen() {
  const { t } = useTranslation('mfe_auth');
  const creation = useCreateAccount();
  const { control, handleSubmit } = useForm<PasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(passwordSchema) as never,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit((values) => creation.create(values.newPassword));

  return (
    <SignUpStepLayout step="password" heading={t('signUpSteps.password.heading')}>
      {creation.phase.kind === 'failed' && <CreateAccountNotice problem={creation.phase.problem} attempt={creation.phase.attempt} />}
      <Form onSubmit={submit}>
        <NewPasswordFields
          control={control}
          names={{ newPassword: 'newPassword', confirmPassword: 'confirmPassword' }}
          labels={{ newPassword: t('signUpSteps.password.label'), confirmPassword: t('signUpSteps.password.confirm') }}
        />
        <Button type="submit" isFullWidth isPending={creation.busy} pendingLabel={t('signUpSteps.password.creating')}>
          {t('signUpSteps.password.create')}
        </Button>
      </Form>
    </SignUpStepLayout>
  );
}
