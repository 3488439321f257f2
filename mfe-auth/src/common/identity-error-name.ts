import { toIdentityError } from '@member/shared-contracts/mount';

export const NOT_AUTHORIZED = 'NotAuthorizedException';
export const CODE_MISMATCH = 'CodeMismatchException';

/** Identity error names are matched case-insensitively (access §8). */
export function hasIdentityErrorName(error: unknown, name: string): boolean {
  return toIdentityError(error).name.toLowerCase() === name.toLowerCase();
}

/**
 * Whether answering a code met the identity service's attempt limit: it spends a code after too many
 * wrong answers (Cognito: five, then LimitExceededException "Attempt limit exceeded, please try after
 * some time."; TooManyFailedAttemptsException in some operations) and takes no answer to it any more.
 */
export function isCodeAttemptLimit(error: unknown): boolean {
  return hasIdentityErrorName(error, 'LimitExceededException') || hasIdentityErrorName(error, 'TooManyFailedAttemptsException');
}
