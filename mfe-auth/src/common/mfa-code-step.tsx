import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner, Button } from '@member/ui';
import { MfaCodeForm } from './mfa-code-form';
import { ServerErrorBanner, type ServerError } from './server-error-banner';

/**
 * How answering the code ended: `invalid-code` keeps the form with its message; `spent` says the code
 * took too many wrong answers and a new one is needed; `error` shows the server's message.
 */
export type MfaCodeOutcome = { kind: 'done' } | { kind: 'invalid-code' } | { kind: 'spent' } | { kind: 'error'; message: string };
/** How asking for a new code ended: `sent` says so; `left` means the step is no longer open. */
export type MfaResendOutcome = { kind: 'sent' } | { kind: 'left' } | { kind: 'error'; message: string };

interface MfaCodeStepProps {
  /** Masked destination of the code, when the identity service reported one. */
  codeDestination: string | null | undefined;
  onConfirm(code: string): Promise<MfaCodeOutcome>;
  onResend(): Promise<MfaResendOutcome>;
}

/**
 * The body of an SMS code step (access §2.3, §4 "MFA"), the same at sign-in and when turning MFA on:
 * the server's error, the "new code sent" notice, where the code went, the code form and "send a new code".
 * The page around it (heading, back button) belongs to the screen.
 */
export function MfaCodeStep({ codeDestination, onConfirm, onResend }: MfaCodeStepProps) {
  const { t } = useTranslation('mfe_auth');
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [isResending, setResending] = useState(false);
  const [resentCount, setResentCount] = useState(0);

  const confirm = async (code: string): Promise<'invalid-code' | 'done'> => {
    setServerError(null);
    const outcome = await onConfirm(code);
    if (outcome.kind === 'invalid-code') return 'invalid-code';
    if (outcome.kind === 'error') setServerError({ message: outcome.message, id: Date.now() });
    if (outcome.kind === 'spent') setServerError({ message: t('mfa.codeSpent'), id: Date.now() });
    return 'done';
  };

  const resend = async () => {
    setServerError(null);
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    if (outcome.kind === 'sent') setResentCount((count) => count + 1);
    if (outcome.kind === 'error') setServerError({ message: outcome.message, id: Date.now() });
  };

  return (
    <>
      <ServerErrorBanner error={serverError} />
      {resentCount > 0 && <Banner key={resentCount} tone="success" body={t('mfa.codeResent')} />}
      <p>{codeDestination ? t('mfa.sentTo', { destination: codeDestination }) : t('mfa.sentToPhone')}</p>
      <MfaCodeForm onSubmit={confirm} />
      <Button variant="link" onPress={resend} isPending={isResending} pendingLabel={t('mfa.resending')}>
        {t('mfa.resend')}
      </Button>
    </>
  );
}
