import { useLocation, useNavigate } from '@member/router';
import { useTranslation } from '@member/i18n';
import { MemberPage } from '@member/remote-runtime';
import { MfaCodeStep, type MfaCodeOutcome } from '../common/mfa-code-step';
import { MFA_SUCCESS_PATH } from '../common/settings-paths';
import type { MfaCodeLocationState } from './mfa-phone.screen';
import { useSecurityMutations } from './security.resource';

/**
 * /security/mfa/code, step 2 of turning MFA on (access §4 "confirm the code, then enable SMS MFA"): the
 * 6-digit code confirms the phone, SMS MFA is enabled and the session re-read so mfaEnabled is true. A
 * wrong code keeps the form with the invalid-code message; resend sends a new code.
 */
export function SecurityMfaCodeScreen() {
  const { t } = useTranslation('mfe_auth');
  const { enableMfa, resendMfaCode } = useSecurityMutations();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: MfaCodeLocationState | null };

  const confirm = async (code: string): Promise<MfaCodeOutcome> => {
    const outcome = await enableMfa(code);
    if (outcome.kind === 'done') navigate(MFA_SUCCESS_PATH, { replace: true });
    return outcome;
  };

  return (
    <MemberPage heading={t('security.mfaCode.heading')} width="narrow" focusHeadingOnMount>
      <MfaCodeStep codeDestination={state?.codeDestination} onConfirm={confirm} onResend={resendMfaCode} />
    </MemberPage>
  );
}
