import { toIdentityError } from '@member/shared-contracts/mount';

/**
 * What a failed forgot-password / confirm call means for the member (decisions; the spec only names the
 * analytics error "reset password error"):
 * - `code`: CodeMismatchException, or UserNotFoundException on confirm (we never tell whether an account exists)
 * - `expired`: ExpiredCodeException
 * - `rateLimit`: LimitExceededException / TooManyRequestsException / TooManyFailedAttemptsException
 * - `password`: InvalidPasswordException (the identity service's password policy)
 * - `unknown`: anything else (its message is not shown: it may be technical)
 */
export type RecoveryFailure = 'code' | 'expired' | 'rateLimit' | 'password' | 'unknown';

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

/** Asking for a code for an unknown account is answered like a success (no account enumeration). */
export function isUnknownAccount(error: unknown): boolean {
  return toIdentityError(error).name.toLowerCase() === 'usernotfoundexception';
}

/** The i18n key (mfe_auth namespace) of the copy for a failure. */
export const RECOVERY_FAILURE_KEYS: Record<RecoveryFailure, string> = {
  code: 'recovery.errors.code',
  expired: 'recovery.errors.expired',
  rateLimit: 'recovery.errors.rateLimit',
  password: 'recovery.errors.password',
  unknown: 'errors.generic.body',
};
