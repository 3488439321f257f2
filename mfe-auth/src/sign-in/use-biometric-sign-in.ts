import { useCallback } from 'react';
import { useLocation, useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import type { BiometricCredentialsOutcome } from '@member/shared-contracts/mount';
import { rootPathWithState } from '../common/sign-in-state-path';
import { readRememberedEmail } from './remembered-email';
import { signInFlowStore } from '../common/sign-in-flow.store';
import { useSignInFlow } from './sign-in.resource';

const GENERIC_BODY = 'errors.generic.body';

/**
 * Biometric sign-in (access §4, §8 "Biometrics"): the native shell checks the face and hands back the
 * stored credentials; then the same sign-in as the form (identity sign-in, MFA if asked, session refresh,
 * the shell moves on to the app). FAILED_BIOMETRIC or an error shows the sign-in error title and body and
 * goes to sign-in; a failed sign-in with the stored credentials shows its sign-in banner there too.
 * The remembered-email choice is kept as it was. Nothing personal is logged or tracked.
 */
export function useBiometricSignIn() {
  const { native, analytics, logger } = useRemoteProps();
  const flow = useSignInFlow();
  const navigate = useNavigate();
  const { search } = useLocation();

  return useCallback(async () => {
    const toSignIn = () => navigate(rootPathWithState(search, 'sign-in'), { replace: true });

    let outcome: BiometricCredentialsOutcome;
    try {
      outcome = await native.requestBiometricCredentials();
    } catch (error) {
      logger.warn('biometric credentials request failed', { error: error instanceof Error ? error.name : 'unknown' });
      outcome = { kind: 'failed', reason: 'ERROR' };
    }

    if (outcome.kind === 'failed') {
      analytics.track('biometric_sign_in_failed', { reason: outcome.reason });
      signInFlowStore.getState().failSignIn(GENERIC_BODY);
      toSignIn();
      return;
    }

    const result = await flow.signIn({
      email: outcome.username,
      password: outcome.password,
      rememberEmail: readRememberedEmail() !== null,
      autoFillInfo: { emailSource: 'biometrics', password: true },
    });
    // Signed in: the shell takes the member into the app. Otherwise the flow's next step (MFA code,
    // new password) or its error banner shows on the sign-in page.
    if (result.kind !== 'continued') toSignIn();
  }, [native, analytics, logger, flow, navigate, search]);
}
