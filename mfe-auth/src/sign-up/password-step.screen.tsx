import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { loadPasswordStrengthEstimator, strongNewPasswordFormSchema } from '@member/shared-contracts/password';
import { signUpTermsSchema } from '@member/shared-contracts/sign-up';
import { mergeResolvers } from '../common/merge-resolvers';
import { NewPasswordFields } from '../common/new-password-fields';
import { TermsAcceptanceCheckbox } from '../common/terms-acceptance-checkbox';
import { CreateAccountNotice } from './create-account-notice';
import { SignUpStepLayout } from './sign-up-step-layout';
import { signUpStepResolver } from './sign-up-resolver';
import { signUpStore } from './sign-up.store';
import { useCreateAccount } from './sign-up.resource';

/** Access §5 in full: the basic rule, the configured rule set and the strength (zxcvbn, loaded lazily). */
const passwordSchema = strongNewPasswordFormSchema(loadPasswordStrengthEstimator);

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
  hasAcceptedTerms: boolean;
}

const resolver = mergeResolvers<PasswordValues>(zodResolver(passwordSchema) as unknown as Resolver<PasswordValues>, signUpStepResolver(signUpTermsSchema));

/**
 * /sign-up/password, the last step (never shown when the sign-up carries a social provider): a password
 * with the strength helper and its confirmation, and the terms acceptance (access §5); Create account
 * signs the member up and in. The password is never kept in the sign-up store.
 */
export function PasswordStepScreen() {
  const { t } = useTranslation('mfe_auth');
  const creation = useCreateAccount();
  const { control, handleSubmit } = useForm<PasswordValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '', hasAcceptedTerms: signUpStore.getState().hasAcceptedTerms },
  });
  const submit = handleSubmit((values) => {
    signUpStore.getState().update({ hasAcceptedTerms: values.hasAcceptedTerms });
    return creation.create(values.newPassword);
  });

  return (
    <SignUpStepLayout step="password" heading={t('signUpSteps.password.heading')}>
      {creation.phase.kind === 'failed' && <CreateAccountNotice problem={creation.phase.problem} attempt={creation.phase.attempt} />}
      <Form onSubmit={submit}>
        <NewPasswordFields
          control={control}
          names={{ newPassword: 'newPassword', confirmPassword: 'confirmPassword' }}
          labels={{ newPassword: t('signUpSteps.password.label'), confirmPassword: t('signUpSteps.password.confirm') }}
        />
        <TermsAcceptanceCheckbox name="hasAcceptedTerms" control={control} />
        <Button type="submit" isFullWidth isPending={creation.busy} pendingLabel={t('signUpSteps.password.creating')}>
          {t('signUpSteps.password.create')}
        </Button>
      </Form>
    </SignUpStepLayout>
  );
}
