import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { Banner, Button, Form, PageTemplate, TextLink } from '@member/ui';
import { signUpEmailSchema, type SignUpEmailForm as EmailValues } from '@member/shared-contracts/sign-up';
import { FormTextField } from '../common/form-text-field';
import { rootPathWithState } from '../common/sign-in-state-path';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { signInFlowStore } from '../common/sign-in-flow.store';
import { nextNoticeId } from './next-notice-id';
import { RECOVER_PASSWORD_PATH } from '../common/recovery-paths';
import type { UsernameRecoveryOutcome } from './username-recovery';
import { useUsernameRecovery } from './recovery.resource';

const FAILURE_KEYS = {
  invalidData: 'recovery.recoverEmail.invalidData',
  rateLimit: 'recovery.errors.rateLimit',
  unknown: 'errors.generic.body',
} as const;

/**
 * `/recover-email` (design in docs/session-and-identity.md): the member tries an email they may
 * have used; the usernames lookup says whether an account uses it. Found → the account's email MASKED
 * and a way to sign in with it (the typed email goes to the sign-in form in memory); not found → try
 * another one. What was typed stays in the field.
 */
export function RecoverEmailScreen() {
  const { t } = useTranslation('mfe_auth');
  const navigate = useNavigate();
  const lookUp = useUsernameRecovery();
  const [result, setResult] = useState<{ outcome: UsernameRecoveryOutcome; email: string; id: number } | null>(null);
  const { control, handleSubmit, formState } = useForm<EmailValues>({
    mode: 'onTouched',
    resolver: zodResolver(signUpEmailSchema),
    defaultValues: { email: '' },
  });
  const toSignIn = rootPathWithState('', 'sign-in');

  const submit = handleSubmit(async ({ email }) => {
    setResult(null);
    setResult({ outcome: await lookUp(email), email, id: nextNoticeId() });
  });

  const signInWithFound = () => {
    if (result) signInFlowStore.setState({ email: result.email, banner: null });
    navigate(toSignIn);
  };

  const outcome = result?.outcome;
  return (
    <PageTemplate
      heading={t('recovery.recoverEmail.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('recovery.backToSignIn'), onPress: () => navigate(toSignIn) }}
    >
      {result && outcome && (outcome.kind === 'invalidData' || outcome.kind === 'rateLimit' || outcome.kind === 'unknown') && (
        <FocusedErrorBanner heading={t('errors.generic.heading')} body={t(FAILURE_KEYS[outcome.kind])} focusKey={result.id} />
      )}
      {outcome?.kind === 'found' && (
        <>
          <Banner tone="success" heading={t('recovery.recoverEmail.foundHeading')} body={t('recovery.recoverEmail.found', { email: outcome.maskedEmail })} />
          <Button isFullWidth onPress={signInWithFound}>
            {t('recovery.recoverEmail.signIn')}
          </Button>
          <p>
            <TextLink href={RECOVER_PASSWORD_PATH} appearance="standalone">
              {t('signIn.recoverPassword')}
            </TextLink>
          </p>
        </>
      )}
      {outcome?.kind === 'notFound' && (
        <Banner tone="warning" heading={t('recovery.recoverEmail.notFoundHeading')} body={t('recovery.recoverEmail.notFound')} />
      )}
      <p>{t('recovery.recoverEmail.intro')}</p>
      <Form onSubmit={submit}>
        <FormTextField
          name="email"
          control={control}
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          isRequired
          clearButtonLabel={t('signIn.clearEmail')}
        />
        <Button type="submit" variant={outcome?.kind === 'found' ? 'secondary' : undefined} isFullWidth isPending={formState.isSubmitting} pendingLabel={t('recovery.checking')}>
          {t('recovery.recoverEmail.submit')}
        </Button>
      </Form>
      <p>{t('recovery.recoverEmail.help')}</p>
    </PageTemplate>
  );
}
