import { toIdentityError } from '@member/shared-contracts/mount';
import { isCodeAttemptLimit } from '../common/identity-error-name';

/**
 * What a failed forgot-password / confirm call means for the member (decisions; the spec only names the
 * analytics error "reset password error"):
 * - `code`: CodeMismatchException, or UserNotFoundException on confirm (we never tell whether an account exists)
 * - `expired`: ExpiredCodeException
 * - `rateLimit`: LimitExceededException / TooManyRequestsException / TooManyFailedAttemptsException
 * - `spent`: on confirm, LimitExceededException / TooManyFailedAttemptsException: the identity service
 *   spends a code after too many wrong answers (Cognito: five) and refuses it, the right one too, until a
 *   new code is asked for — the member must send a new code, waiting does not help
 * - `password`: InvalidPasswordException (the identity service's password policy)
 * - `unknown`: anything else (its message is not shown: it may be technical)
 */
export type RecoveryFailure = 'code' | 'expired' | 'rateLimit' | 'spent' | 'password' | 'unknown';

const BY_NAME: Record<string, RecoveryFailure> = {
  codemismatchexception: 'code',
  usernotfoundexception: 'code',
  expiredcodeexception: 'expired',
  limitexceededexception: 'rateLimit',
  toomanyrequestsexception: 'rateLimit',
  toomanyfailedattemptsexception: 'rateLimit',
  invalidpasswordexception: 'password',
};

/** Identity error names are matched case-insensitively (access §8). */
export function recoveryFailureOf(error: unknown): RecoveryFailure {
  return BY_NAME[toIdentityError(error).name.toLowerCase()] ?? 'unknown';
}

/** The same for a confirm call, where an attempt limit means the code is spent. */
export function confirmFailureOf(error: unknown): RecoveryFailure {
  return isCodeAttemptLimit(error) ? 'spent' : recoveryFailureOf(error);
}

/** Asking for a code for an unknown account is answered like a success (no account enumeration). */
export function isUnknownAccount(error: unknown): boolean {
  return toIdentityError(error).name.toLowerCase() === 'usernotfoundexception';
}

/** The i18n key (mfe_auth namespace) of the copy for a failure. */
export const RECOVERY_FAILURE_KEYS: Record<RecoveryFailure, string> = {
  code: 'recovery.errors.code',
  expired: 'recovery.errors.expired',
  rateLimit: 'recovery.errors.rateLimit',
  spent: 'recovery.errors.spent',
  password: 'recovery.errors.password',
  unknown: 'errors.generic.body',
};
