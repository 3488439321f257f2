import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { Button, Form, LinkButton, PageTemplate } from '@member/ui';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { HOME_PATH } from '@member/shared-contracts/routes';
import { IDENTIFICATION_CODE_DIGITS, verificationFormSchema, type VerificationForm } from '@member/shared-contracts/field-rules';
import { FormTextField } from '../common/form-text-field';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { submitVerification, type VerificationOutcome } from './verification.resource';

/**
 * `/verification` (access §2.7, §2.8: "Account status created goes to /verification (forced)"). Design,
 * spec silent: the member confirms who they are with their date of birth and the last 4 digits of their
 * identification code; the member API checks them against the enrollment data
 * (`PUT /account/{accountId}/eligibility`). Verified → the account reloads and the member goes home;
 * not verified → the "verification failed" banner (tracked as 'Verification Failed'), what was typed kept.
 * With `showVerificationStatus` the page also says where the verification stands.
 */
export function VerificationScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, flags, http, session, analytics } = useRemoteProps();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ outcome: Exclude<VerificationOutcome, 'verified'>; attempt: number } | null>(null);
  const { control, handleSubmit, formState } = useForm<VerificationForm>({
    mode: 'onTouched',
    resolver: zodResolver(verificationFormSchema),
    defaultValues: { dateOfBirth: '', identificationCode: '' },
  });

  if (!account) return null;
  if (account.status !== 'created') {
    return (
      <PageTemplate heading={t('verification.verifiedHeading')} width="narrow">
        <p>{t('verification.verifiedBody')}</p>
        <LinkButton href={HOME_PATH}>{t('verification.goHome')}</LinkButton>
      </PageTemplate>
    );
  }

  const submit = handleSubmit(async (values) => {
    const outcome = await submitVerification(http, account.accountId, values);
    if (outcome === 'verified') {
      session.refreshAccount();
      navigate(HOME_PATH, { replace: true });
      return;
    }
    analytics.trackError(ANALYTICS_ERROR_NAMES.verificationFailed, outcome);
    setFailure((previous) => ({ outcome, attempt: (previous?.attempt ?? 0) + 1 }));
  });

  return (
    <PageTemplate heading={t('verification.heading')} width="narrow">
      {failure?.outcome === 'notVerified' && (
        <FocusedErrorBanner heading={t('verification.failed.heading')} body={t('verification.failed.body')} focusKey={failure.attempt} />
      )}
      {failure?.outcome === 'error' && (
        <FocusedErrorBanner heading={t('errors.generic.heading')} body={t('errors.generic.body')} focusKey={failure.attempt} />
      )}
      <p>{t('verification.intro')}</p>
      {flags.showVerificationStatus && <p>{t('verification.status.pending')}</p>}
      <Form onSubmit={submit}>
        <FormTextField
          name="dateOfBirth"
          control={control}
          label={t('verification.dateOfBirth')}
          description={t('verification.dateOfBirthHint')}
          autoComplete="bday"
          inputMode="numeric"
          isRequired
        />
        <FormTextField
          name="identificationCode"
          control={control}
          label={t('verification.identificationCode')}
          description={t('verification.identificationCodeHint')}
          inputMode="numeric"
          maxLength={IDENTIFICATION_CODE_DIGITS}
          isRequired
        />
        <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('verification.submitting')}>
          {t('verification.submit')}
        </Button>
      </Form>
    </PageTemplate>
  );
}
