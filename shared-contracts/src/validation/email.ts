import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The "simple {email} pattern" of access §5: something@something.something, no whitespace, one @.
 * The spec does not give the pattern; this is our choice.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Required, trimmed, matching EMAIL_PATTERN. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.emailRequired })
  .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.emailInvalid });
