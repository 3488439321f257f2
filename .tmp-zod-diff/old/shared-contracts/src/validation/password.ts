import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Access §5 / §9: "length 8 to 255". */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export type PasswordLengthState = 'empty' | 'short' | 'long' | 'ok';

/** "shorter is too short, longer is too long" (access §5). */
export function passwordLengthState(value: string): PasswordLengthState {
  if (value.length === 0) return 'empty';
  if (value.length < PASSWORD_MIN_LENGTH) return 'short';
  if (value.length > PASSWORD_MAX_LENGTH) return 'long';
  return 'ok';
}

export function hasLeadingOrTrailingSpace(value: string): boolean {
  return value !== value.trim();
}

/**
 * The basic password rule of access §5: required; no leading or trailing spaces; length 8 to 255.
 * The strength part (estimator score → weak/fair/strong) is NOT here: see password-strength.ts.
 */
export const passwordSchema = z
  .string({ error: VALIDATION_MESSAGES.passwordRequired })
  .min(1, { error: VALIDATION_MESSAGES.passwordRequired })
  .refine((value) => !hasLeadingOrTrailingSpace(value), { error: VALIDATION_MESSAGES.passwordSpaces })
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, { error: VALIDATION_MESSAGES.passwordTooShort })
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong });
