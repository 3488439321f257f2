import { useRemoteProps } from '@member/remote-runtime';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { toIdentityError } from '@member/shared-contracts/mount';
import { lookUpUsernames } from '../common/look-up-usernames';
import { confirmFailureOf, isUnknownAccount, recoveryFailureOf, type RecoveryFailure } from './recovery-failure';
import { usernameRecoveryOutcomeOf, type UsernameRecoveryOutcome } from './username-recovery';

export type CodeRequestOutcome = { kind: 'sent'; codeDestination: string | null } | { kind: 'failed'; failure: RecoveryFailure };

/**
 * The identity service's forgot-password (`resetPassword`) and confirm (`confirmResetPassword`) flows.
 * Every failure is tracked as ANALYTICS_ERROR_NAMES.resetPassword with the error NAME only (never the
 * email or the service's message, which may quote it).
 */
export function usePasswordReset() {
  const { identity, analytics } = useRemoteProps();

  const fail = (error: unknown, failureOf: (error: unknown) => RecoveryFailure = recoveryFailureOf): RecoveryFailure => {
    analytics.trackError(ANALYTICS_ERROR_NAMES.resetPassword, toIdentityError(error).name);
    return failureOf(error);
  };

  /** Sends a code. An unknown account is answered like a sent code (decision: no account enumeration). */
  const requestCode = async (email: string): Promise<CodeRequestOutcome> => {
    try {
      const delivery = await identity.resetPassword({ username: email });
      return { kind: 'sent', codeDestination: delivery.codeDestination ?? null };
    } catch (error) {
      if (isUnknownAccount(error)) return { kind: 'sent', codeDestination: null };
      return { kind: 'failed', failure: fail(error) };
    }
  };

  const confirm = async (input: { email: string; code: string; newPassword: string }): Promise<RecoveryFailure | 'done'> => {
    try {
      await identity.confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.newPassword });
      return 'done';
    } catch (error) {
      return fail(error, confirmFailureOf);
    }
  };

  return { requestCode, confirm };
}

/**
 * Looks an email up with `GET /usernames` (no auth). Anything but "found" is tracked as
 * ANALYTICS_ERROR_NAMES.usernameRecovery with the reason only (never the email).
 */
export function useUsernameRecovery() {
  const { http, analytics } = useRemoteProps();
  return async (email: string): Promise<UsernameRecoveryOutcome> => {
    const result = await lookUpUsernames(http, email);
    const outcome = usernameRecoveryOutcomeOf(email, result);
    if (outcome.kind !== 'found') analytics.trackError(ANALYTICS_ERROR_NAMES.usernameRecovery, outcome.kind);
    return outcome;
  };
}
