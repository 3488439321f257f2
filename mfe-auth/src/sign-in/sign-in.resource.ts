import { useMemo } from 'react';
import { toIdentityError, type SignInResult } from '@member/shared-contracts/mount';
import { useRemoteProps } from '@member/remote-runtime';
import { forgetRememberedEmail, rememberEmail } from './remembered-email';
import { toSignInFailure } from './sign-in-failure';
import { CODE_MISMATCH, NOT_AUTHORIZED, hasIdentityErrorName, isCodeAttemptLimit } from '../common/identity-error-name';
import { nextStepOf } from './next-step';
import { signInFlowStore, type AutoFillInfo } from '../common/sign-in-flow.store';

const GENERIC_BODY = 'errors.generic.body';

/** How a step's submit ended, for the screen that asked. `left`: the flow moved to another step. */
export type StepOutcome =
  | { kind: 'continued' }
  | { kind: 'left' }
  | { kind: 'failed' }
  | { kind: 'invalid-code' }
  | { kind: 'spent' }
  | { kind: 'error'; message: string };
export type ResendOutcome = 'sent' | 'left';

/**
 * The sign-in flow's identity calls (access §4 "Sign-in flow", "MFA"): sign in, answer the SMS code or
 * the new-password challenge, resend the code. Signed in → remember (or forget) the email, drop the
 * password, `session.refreshSession()`; the shell then navigates to the kept path or /home, so the query
 * string is never touched here. The email, password and code are never logged or tracked.
 */
export function useSignInFlow() {
  const { identity, session, analytics, logger, native, http } = useRemoteProps();

  return useMemo(() => {
    const flow = () => signInFlowStore.getState();

    /** What the sign-in events carry of the attempt: the autoFillInfo (access §3), never the email or password. */
    const attempt = () => ({ emailSource: flow().autoFillInfo.emailSource, passwordAutoFilled: flow().autoFillInfo.password });

    const failSignIn = (error: unknown) => {
      const failure = toSignInFailure(error);
      analytics.track('sign_in_failed', { reason: failure.reason, ...attempt() });
      if (failure.reason === 'UNKNOWN') logger.warn('sign-in failed', { error: toIdentityError(error).name });
      flow().failSignIn(failure.bodyKey);
    };

    /** Signed in: remember (or forget) the email, drop the password, let the shell take over. */
    const completeSignIn = async (): Promise<StepOutcome> => {
      const { email, rememberEmail: remember } = flow();
      if (remember) rememberEmail(email);
      else forgetRememberedEmail();
      flow().clearPassword();
      // An unlinked single sign-on of this visit is linked now (its code loads only then).
      if (identity.pendingFederatedSignIn?.()) {
        const { linkPendingIdentity } = await import(/* webpackChunkName: "link-identity" */ '../common/link-pending-identity');
        await linkPendingIdentity({ identity, http, logger, analytics, signedInEmail: email });
      }
      try {
        await session.refreshSession();
        analytics.track('signed_in', attempt());
        return { kind: 'continued' };
      } catch (error) {
        logger.error('session refresh after sign-in failed', { error: toIdentityError(error).name });
        flow().failSignIn(GENERIC_BODY);
        return { kind: 'left' };
      }
    };

    /**
     * Access §4 "Sign-in flow": after sign-in the biometrics prompt shows when biometrics is available and
     * the prompt was not acknowledged; when biometric sign-in is already on for this email, the stored
     * credentials are refreshed with the password that just worked (a failure is logged, sign-in goes on).
     */
    const finish = async (password: string): Promise<StepOutcome> => {
      const { biometrics } = native;
      if (biometrics.state === 'AVAILABLE' && password) {
        if (biometrics.enabled && native.biometricStatusFor(flow().email) === 'ENABLED') {
          const result = await native.enableBiometrics({ username: flow().email, password }).catch(() => 'FAILED_TO_STORE_CREDENTIALS' as const);
          if (result !== 'SUCCESS') logger.warn('stored biometric credentials not refreshed', { result });
        } else if (biometrics.shouldPrompt) {
          flow().openBiometricsPrompt(password);
          return { kind: 'left' };
        }
      }
      return completeSignIn();
    };

    /** The enable-biometrics prompt's answer: either way it is acknowledged and sign-in completes. */
    const answerBiometricsPrompt = async (enable: boolean): Promise<StepOutcome> => {
      const { email, biometricsPassword } = flow();
      if (enable && biometricsPassword) {
        const result = await native.enableBiometrics({ username: email, password: biometricsPassword }).catch(() => 'FAILED_BIOMETRIC' as const);
        // Access §8 "Biometrics": failures other than at biometric sign-in are logged and the flow proceeds.
        if (result !== 'SUCCESS') logger.warn('biometric sign-in not enabled after sign-in', { result });
        analytics.track('biometrics_prompt_answered', { enabled: result === 'SUCCESS' || result === 'FAILED_TO_STORE_CREDENTIALS' });
      } else {
        analytics.track('biometrics_prompt_answered', { enabled: false });
      }
      native.acknowledgeBiometricPrompt();
      return completeSignIn();
    };

    /** `password` is the one that now works: kept in memory only if the MFA step opens (for resend). */
    const proceed = async (result: SignInResult, password: string): Promise<StepOutcome> => {
      const next = nextStepOf(result);
      switch (next.kind) {
        case 'signed-in':
          return finish(password);
        case 'mfa':
          flow().openMfa({ password, codeDestination: next.codeDestination });
          return { kind: 'left' };
        case 'new-password':
          flow().openNewPassword();
          return { kind: 'left' };
        case 'unsupported':
          logger.warn('sign-in step not supported', { step: next.step });
          analytics.track('sign_in_failed', { reason: 'UNKNOWN', ...attempt() });
          flow().failSignIn(GENERIC_BODY);
          return { kind: 'failed' };
      }
    };

    const signIn = async (input: { email: string; password: string; rememberEmail: boolean; autoFillInfo: AutoFillInfo }): Promise<StepOutcome> => {
      flow().beginAttempt(input.email, input.rememberEmail, input.autoFillInfo);
      // Access §5 environment override, app distributions only: an address under the development, staging
      // or company domain signs in on that environment; when the native shell is switching there, the web
      // view reloads and nothing is sent to this environment's identity service.
      // The domain rule loads only inside the native shell.
      if (native.isNative && native.loadEnvironment) {
        const { environmentForEmail } = await import(/* webpackChunkName: "environment-override" */ '@member/shared-contracts/environment');
        const environment = environmentForEmail(input.email);
        if (environment && (await native.loadEnvironment(environment).catch(() => 'current' as const)) === 'switching') return { kind: 'left' };
      }
      let result: SignInResult;
      try {
        result = await identity.signIn({ username: input.email, password: input.password });
      } catch (error) {
        failSignIn(error);
        return { kind: 'failed' };
      }
      return proceed(result, input.password);
    };

    /**
     * Access §8 "MFA": invalid code keeps the form; an attempt limit (too many wrong codes) says the code is
     * spent; not-authorized → sign-in with the generic banner; else the server's message.
     */
    const confirmCode = async (code: string): Promise<StepOutcome> => {
      let result: SignInResult;
      try {
        result = await identity.confirmSignIn({ challengeResponse: code });
      } catch (error) {
        if (hasIdentityErrorName(error, CODE_MISMATCH)) return { kind: 'invalid-code' };
        if (isCodeAttemptLimit(error)) return { kind: 'spent' };
        if (hasIdentityErrorName(error, NOT_AUTHORIZED)) {
          flow().failSignIn(GENERIC_BODY);
          return { kind: 'left' };
        }
        logger.warn('mfa code failed', { error: toIdentityError(error).name });
        return { kind: 'error', message: toIdentityError(error).message };
      }
      return proceed(result, flow().mfaPassword ?? '');
    };

    /** Re-runs the sign-in with the in-memory credentials; the identity service sends a new code. */
    const resendCode = async (): Promise<ResendOutcome> => {
      const { email, mfaPassword } = flow();
      if (!mfaPassword) {
        flow().backToSignIn();
        return 'left';
      }
      let result: SignInResult;
      try {
        result = await identity.signIn({ username: email, password: mfaPassword });
      } catch (error) {
        failSignIn(error);
        return 'left';
      }
      const next = nextStepOf(result);
      if (next.kind !== 'mfa') {
        await proceed(result, mfaPassword);
        return 'left';
      }
      flow().openMfa({ password: mfaPassword, codeDestination: next.codeDestination ?? flow().codeDestination });
      return 'sent';
    };

    /** Answers the temporary-password challenge (access §4), then continues like a sign-in. */
    const submitNewPassword = async (newPassword: string): Promise<StepOutcome> => {
      let result: SignInResult;
      try {
        result = await identity.confirmSignIn({ challengeResponse: newPassword });
      } catch (error) {
        if (hasIdentityErrorName(error, NOT_AUTHORIZED)) {
          flow().failSignIn(GENERIC_BODY);
          return { kind: 'left' };
        }
        logger.warn('new password failed', { error: toIdentityError(error).name });
        return { kind: 'error', message: toIdentityError(error).message };
      }
      return proceed(result, newPassword);
    };

    return {
      signIn,
      confirmCode,
      resendCode,
      submitNewPassword,
      answerBiometricsPrompt,
      backToSignIn: () => flow().backToSignIn(),
      setRememberEmail: (remember: boolean) => {
        flow().setRememberEmail(remember);
        if (!remember) forgetRememberedEmail();
      },
    };
  }, [identity, session, analytics, logger, native, http]);
}
