import { useState } from 'react';
import { useLocation, useNavigate } from '@member/router';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner, Button } from '@member/ui';
import { toIdentityError } from '@member/shared-contracts/mount';
import { MfaCodeForm } from '../mfa/mfa-code-form';
import { CODE_MISMATCH, hasIdentityErrorName } from '../sign-in-flow/identity-error-name';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import type { MfaCodeLocationState } from './mfa-phone.screen';
import { MFA_SUCCESS_PATH } from './security-paths';

/**
 * /security/mfa/code, step 2 of turning MFA on (access §4 "confirm the code, then enable SMS MFA"): the
 * 6-digit code confirms the phone, SMS MFA is enabled and the session re-read so mfaEnabled is true. A
 * wrong code keeps the form with the invalid-code message; resend sends a new code.
 */
export function SecurityMfaCodeScreen() {
  const { t } = useTranslation('mfe_auth');
  const { identity, session, analytics } = useRemoteProps();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: MfaCodeLocationState | null };
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [isResending, setResending] = useState(false);
  const [resentCount, setResentCount] = useState(0);

  const confirm = async (code: string): Promise<'invalid-code' | 'done'> => {
    setServerError(null);
    try {
      await identity.confirmPhoneVerificationCode({ code });
      await identity.setSmsMfa({ enabled: true });
      await session.refreshSession();
    } catch (error) {
      analytics.operation('mfa.enable', 'failed');
      if (hasIdentityErrorName(error, CODE_MISMATCH)) return 'invalid-code';
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
      return 'done';
    }
    analytics.operation('mfa.enable', 'succeeded');
    navigate(MFA_SUCCESS_PATH, { replace: true });
    return 'done';
  };

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      await identity.sendPhoneVerificationCode();
      setResentCount((count) => count + 1);
    } catch (error) {
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
    } finally {
      setResending(false);
    }
  };

  return (
    <MemberPage heading={t('security.mfaCode.heading')} width="narrow" focusHeadingOnMount>
      <ServerErrorBanner error={serverError} />
      {resentCount > 0 && <Banner key={resentCount} tone="success" body={t('mfa.codeResent')} />}
      <p>{state?.codeDestination ? t('mfa.sentTo', { destination: state.codeDestination }) : t('mfa.sentToPhone')}</p>
      <MfaCodeForm onSubmit={confirm} />
      <Button variant="link" onPress={resend} isPending={isResending} pendingLabel={t('mfa.resending')}>
        {t('mfa.resend')}
      </Button>
    </MemberPage>
  );
}
