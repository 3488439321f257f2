import { useMemo } from 'react';
import { useRemoteProps } from '@member/remote-runtime';
import { toE164UsPhone } from '@member/shared-contracts/sign-up';
import { toIdentityError, type CodeDelivery } from '@member/shared-contracts/mount';
import { CODE_MISMATCH, NOT_AUTHORIZED, hasIdentityErrorName, isCodeAttemptLimit } from '../common/identity-error-name';
import type { MfaCodeOutcome, MfaResendOutcome } from '../common/mfa-code-step';
import { setPasswordWithoutCurrent } from '../common/set-password-without-current';

/** A failed call with the identity service's message (access §8 "unknown shows the server message"). */
export type SecurityFailure = { kind: 'failed'; message: string };

/**
 * The security pages' identity calls (access §4 "MFA", "set password"), each tracked as an operation.
 * Screens keep only their page state; what is sent, and in which order, is here.
 */
export function useSecurityMutations() {
  const { account, identity, session, http, analytics } = useRemoteProps();

  return useMemo(() => {
    /** /security/mfa/phone: save the phone on the identity when it changed, then send the code. */
    const sendMfaCode = async (tenDigits: string, knownPhoneNumber: string | null): Promise<{ kind: 'sent'; codeDestination: CodeDelivery['codeDestination'] } | SecurityFailure> => {
      try {
        if (tenDigits !== knownPhoneNumber) await identity.updatePhoneNumber({ phoneNumber: toE164UsPhone(tenDigits) });
        const delivery = await identity.sendPhoneVerificationCode();
        analytics.operation('mfa.sendCode', 'succeeded');
        return { kind: 'sent', codeDestination: delivery.codeDestination };
      } catch (error) {
        analytics.operation('mfa.sendCode', 'failed');
        return { kind: 'failed', message: toIdentityError(error).message };
      }
    };

    /** /security/mfa/code: the code confirms the phone, SMS MFA is enabled and the session re-read. */
    const enableMfa = async (code: string): Promise<MfaCodeOutcome> => {
      try {
        await identity.confirmPhoneVerificationCode({ code });
        await identity.setSmsMfa({ enabled: true });
        await session.refreshSession();
      } catch (error) {
        analytics.operation('mfa.enable', 'failed');
        if (hasIdentityErrorName(error, CODE_MISMATCH)) return { kind: 'invalid-code' };
        if (isCodeAttemptLimit(error)) return { kind: 'spent' };
        return { kind: 'error', message: toIdentityError(error).message };
      }
      analytics.operation('mfa.enable', 'succeeded');
      return { kind: 'done' };
    };

    const resendMfaCode = async (): Promise<MfaResendOutcome> => {
      try {
        await identity.sendPhoneVerificationCode();
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'error', message: toIdentityError(error).message };
      }
    };

    /** /security/mfa: turn SMS MFA off and re-read the session. */
    const disableMfa = async (): Promise<{ kind: 'done' } | SecurityFailure> => {
      try {
        await identity.setSmsMfa({ enabled: false });
        await session.refreshSession();
        analytics.operation('mfa.disable', 'succeeded');
        return { kind: 'done' };
      } catch (error) {
        analytics.operation('mfa.disable', 'failed');
        return { kind: 'failed', message: toIdentityError(error).message };
      }
    };

    /**
     * /security/set-password: with a password of their own the member changes it (current + new); without
     * one it is set from a generated one and the account records hasUserSetPassword.
     */
    const savePassword = async (
      hasOwnPassword: boolean,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ): Promise<{ kind: 'done' } | { kind: 'wrong-current' } | SecurityFailure> => {
      try {
        if (hasOwnPassword) {
          await identity.updatePassword({ oldPassword: currentPassword, newPassword });
        } else {
          await setPasswordWithoutCurrent({ http, identity }, account?.accountId ?? '', newPassword);
          await session.updateAccount({ hasUserSetPassword: true });
        }
      } catch (error) {
        analytics.operation('password.update', 'failed');
        if (hasOwnPassword && hasIdentityErrorName(error, NOT_AUTHORIZED)) return { kind: 'wrong-current' };
        return { kind: 'failed', message: toIdentityError(error).message };
      }
      analytics.operation('password.update', 'succeeded');
      return { kind: 'done' };
    };

    return { sendMfaCode, enableMfa, resendMfaCode, disableMfa, savePassword };
  }, [account, identity, session, http, analytics]);
}
