import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { MfaCodeStep, type MfaCodeOutcome, type MfaResendOutcome } from '../common/mfa-code-step';
import { useSignInFlowStore } from '../common/sign-in-flow.store';
import { useSignInFlow } from './sign-in.resource';

/**
 * Access §2.3 / §4 "MFA": where the code went, the code form, resend and back. Its heading takes focus
 * when the step opens.
 */
export function MfaCodeScreen() {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const codeDestination = useSignInFlowStore((state) => state.codeDestination);

  const confirm = async (code: string): Promise<MfaCodeOutcome> => {
    const outcome = await flow.confirmCode(code);
    if (outcome.kind === 'invalid-code' || outcome.kind === 'spent' || outcome.kind === 'error') return outcome;
    return { kind: 'done' };
  };

  const resend = async (): Promise<MfaResendOutcome> => ({ kind: await flow.resendCode() });

  return (
    <PageTemplate
      heading={t('mfa.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('mfa.back'), onPress: flow.backToSignIn }}
    >
      <MfaCodeStep codeDestination={codeDestination} onConfirm={confirm} onResend={resend} />
    </PageTemplate>
  );
}
