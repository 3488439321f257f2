import { useState } from 'react';
import { useNavigate } from '@member/router';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { stripNonDigits } from '@member/shared-contracts/field-rules';
import { toE164UsPhone } from '@member/shared-contracts/sign-up';
import { toIdentityError } from '@member/shared-contracts/mount';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import { MfaPhoneForm } from './mfa-phone-form';
import { MFA_CODE_PATH } from './security-paths';

/** Where the code went, handed to the code page in the navigation state (never in the URL). */
export interface MfaCodeLocationState {
  codeDestination?: string;
}

/**
 * /security/mfa/phone, step 1 of turning MFA on (access §4 "send a verification code to the phone"):
 * the phone (prefilled when known) is saved on the identity when it changed, then the code is sent.
 */
export function MfaPhoneScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, identity, analytics } = useRemoteProps();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const knownPhoneNumber = account?.phoneNumber ? stripNonDigits(account.phoneNumber) : null;

  const sendCode = async (tenDigits: string) => {
    setServerError(null);
    try {
      if (tenDigits !== knownPhoneNumber) await identity.updatePhoneNumber({ phoneNumber: toE164UsPhone(tenDigits) });
      const delivery = await identity.sendPhoneVerificationCode();
      analytics.operation('mfa.sendCode', 'succeeded');
      const state: MfaCodeLocationState = { codeDestination: delivery.codeDestination };
      navigate(MFA_CODE_PATH, { state });
    } catch (error) {
      analytics.operation('mfa.sendCode', 'failed');
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
    }
  };

  return (
    <MemberPage heading={t('security.mfaPhone.heading')} width="narrow" focusHeadingOnMount>
      <ServerErrorBanner error={serverError} />
      <p>{t('security.mfaPhone.intro')}</p>
      <MfaPhoneForm knownPhoneNumber={knownPhoneNumber} onSubmit={sendCode} />
    </MemberPage>
  );
}
