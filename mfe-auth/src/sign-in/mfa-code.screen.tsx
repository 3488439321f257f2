import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner, Button, PageTemplate } from '@member/ui';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import { useSignInFlowStore } from '../common/sign-in-flow.store';
import { useSignInFlow } from './use-sign-in-flow';
import { MfaCodeForm } from '../common/mfa-code-form';

/**
 * Access §2.3 / §4 "MFA": where the code went, the code form, resend and back. Its heading takes focus
 * when the step opens.
 */
export function MfaCodeScreen() {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const codeDestination = useSignInFlowStore((state) => state.codeDestination);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [isResending, setResending] = useState(false);
  const [resentCount, setResentCount] = useState(0);

  const confirm = async (code: string) => {
    setServerError(null);
    const outcome = await flow.confirmCode(code);
    if (outcome.kind === 'invalid-code') return 'invalid-code';
    if (outcome.kind === 'error') setServerError({ message: outcome.message, id: Date.now() });
    return 'done';
  };

  const resend = async () => {
    setServerError(null);
    setResending(true);
    const outcome = await flow.resendCode();
    setResending(false);
    if (outcome === 'sent') setResentCount((count) => count + 1);
  };

  return (
    <PageTemplate
      heading={t('mfa.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('mfa.back'), onPress: flow.backToSignIn }}
    >
      <ServerErrorBanner error={serverError} />
      {resentCount > 0 && <Banner key={resentCount} tone="success" body={t('mfa.codeResent')} />}
      <p>{codeDestination ? t('mfa.sentTo', { destination: codeDestination }) : t('mfa.sentToPhone')}</p>
      <MfaCodeForm onSubmit={confirm} />
      <Button variant="link" onPress={resend} isPending={isResending} pendingLabel={t('mfa.resending')}>
        {t('mfa.resend')}
      </Button>
    </PageTemplate>
  );
}
