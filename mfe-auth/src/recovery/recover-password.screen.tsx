import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { Button, Form, PageTemplate } from '@member/ui';
import { signUpEmailSchema, type SignUpEmailForm as EmailValues } from '@member/shared-contracts/sign-up';
import { FormTextField } from '../common/form-text-field';
import { rootPathWithState } from '../common/sign-in-state-path';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { signInFlowStore } from '../common/sign-in-flow.store';
import { nextNoticeId } from './next-notice-id';
import { RECOVERY_FAILURE_KEYS, type RecoveryFailure } from './recovery-failure';
import { RESET_PASSWORD_PATH } from '../common/recovery-paths';
import { recoveryStore, rememberPendingEmail } from '../common/recovery.store';
import { usePasswordReset } from './recovery.resource';

/**
 * `/recover-password` (access §2.1, design in docs/session-and-identity.md): the email → a reset code
 * from the identity service → `/reset-password`. The email travels in memory, never in the URL.
 */
export function RecoverPasswordScreen() {
  const { t } = useTranslation('mfe_auth');
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const [failure, setFailure] = useState<{ failure: RecoveryFailure; id: number } | null>(null);
  const { control, handleSubmit, formState } = useForm<EmailValues>({
    mode: 'onTouched',
    resolver: zodResolver(signUpEmailSchema),
    defaultValues: { email: recoveryStore.getState().pendingEmail || signInFlowStore.getState().email },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const outcome = await reset.requestCode(email);
    if (outcome.kind === 'failed') {
      setFailure({ failure: outcome.failure, id: nextNoticeId() });
      return;
    }
    rememberPendingEmail(email, outcome.codeDestination);
    navigate(RESET_PASSWORD_PATH);
  });

  return (
    <PageTemplate
      heading={t('recovery.recoverPassword.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('recovery.backToSignIn'), onPress: () => navigate(rootPathWithState('', 'sign-in')) }}
    >
      {failure && (
        <FocusedErrorBanner heading={t('errors.generic.heading')} body={t(RECOVERY_FAILURE_KEYS[failure.failure])} focusKey={failure.id} />
      )}
      <p>{t('recovery.recoverPassword.intro')}</p>
      <Form onSubmit={submit}>
        <FormTextField
          name="email"
          control={control}
          label={t('recovery.email')}
          type="email"
          autoComplete="username"
          isRequired
          clearButtonLabel={t('signIn.clearEmail')}
        />
        <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('recovery.sending')}>
          {t('recovery.recoverPassword.submit')}
        </Button>
      </Form>
    </PageTemplate>
  );
}
