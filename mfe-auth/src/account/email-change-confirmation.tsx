import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Banner, Button, Form } from '@member/ui';
import { mfaCodeFormSchema, type MfaCodeForm as CodeValues } from '@member/shared-contracts/sign-in';
import { FormTextField } from '../common/form-text-field';
import styles from '../common/settings-link-list.module.css';

export interface EmailChangeConfirmationProps {
  currentEmail: string | null;
  pendingEmail: string;
  /** `invalid-code` keeps the form with the invalid-code message on the field. */
  onConfirm(code: string): Promise<'invalid-code' | 'done' | 'failed'>;
  onResend(): Promise<boolean>;
}

/**
 * The second half of an email change (a decision where access §7 is silent): the member API keeps the old email until the code
 * sent to the new address is confirmed. A 6-character code (the MFA-code rule) and "Send a new code".
 */
export function EmailChangeConfirmation({ currentEmail, pendingEmail, onConfirm, onResend }: EmailChangeConfirmationProps) {
  const { t } = useTranslation('mfe_auth');
  const [resent, setResent] = useState(0);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<CodeValues>({
    mode: 'onTouched',
    resolver: zodResolver(mfaCodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    if ((await onConfirm(code)) === 'invalid-code') setError('code', { type: 'server', message: 'account.emailChange.invalidCode' }, { shouldFocus: true });
  });

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) setResent((count) => count + 1);
    } finally {
      setResending(false);
    }
  };

  return (
    <section aria-labelledby="account-email-change-heading" className={styles.stack}>
      <h2 id="account-email-change-heading">{t('account.emailChange.heading')}</h2>
      <p>{t('account.emailChange.sent', { email: pendingEmail })}</p>
      {currentEmail && <p>{t('account.emailChange.keeping', { email: currentEmail })}</p>}
      {resent > 0 && <Banner key={resent} tone="success" body={t('account.emailChange.resent')} />}
      <Form onSubmit={submit}>
        <FormTextField name="code" control={control} label={t('account.emailChange.code')} autoComplete="one-time-code" inputMode="numeric" isRequired />
        <Button type="submit" isPending={formState.isSubmitting} pendingLabel={t('account.emailChange.confirming')}>
          {t('account.emailChange.confirm')}
        </Button>
      </Form>
      <Button variant="secondary" onPress={() => void resend()} isPending={resending} pendingLabel={t('account.emailChange.resending')}>
        {t('account.emailChange.resend')}
      </Button>
    </section>
  );
}
