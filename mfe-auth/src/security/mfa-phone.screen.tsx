import { useState } from 'react';
import { useNavigate } from '@member/router';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { stripNonDigits } from '@member/shared-contracts/field-rules';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import { MfaPhoneForm } from './mfa-phone-form';
import { MFA_CODE_PATH } from '../common/settings-paths';
import { useSecurityMutations } from './security.resource';

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
  const { account } = useRemoteProps();
  const { sendMfaCode } = useSecurityMutations();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const knownPhoneNumber = account?.phoneNumber ? stripNonDigits(account.phoneNumber) : null;

  const sendCode = async (tenDigits: string) => {
    setServerError(null);
    const outcome = await sendMfaCode(tenDigits, knownPhoneNumber);
    if (outcome.kind === 'failed') {
      setServerError({ message: outcome.message, id: Date.now() });
      return;
    }
    const state: MfaCodeLocationState = { codeDestination: outcome.codeDestination };
    navigate(MFA_CODE_PATH, { state });
  };

  return (
    <MemberPage heading={t('security.mfaPhone.heading')} width="narrow" focusHeadingOnMount>
      <ServerErrorBanner error={serverError} />
      <p>{t('security.mfaPhone.intro')}</p>
      <MfaPhoneForm knownPhoneNumber={knownPhoneNumber} onSubmit={sendCode} />
    </MemberPage>
  );
}
