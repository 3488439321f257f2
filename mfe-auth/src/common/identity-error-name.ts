import { toIdentityError } from '@member/shared-contracts/mount';

export const NOT_AUTHORIZED = 'NotAuthorizedException';
export const CODE_MISMATCH = 'CodeMismatchException';

/** Identity error names are matched case-insensitively (access §8). */
export function hasIdentityErrorName(error: unknown, name: string): boolean {
  return toIdentityError(error).name.toLowerCase() === name.toLowerCase();
}
