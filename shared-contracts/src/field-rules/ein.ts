import { z } from 'zod/mini';
import { EIN_DIGITS, stripNonDigits } from './digits';
import { VALIDATION_MESSAGES } from './validation-messages';

/** EIN with non-digits stripped must be exactly 9 digits (access §5). Returns the 9 digits, or null. */
export function normalizeEin(value: string): string | null {
  const digits = stripNonDigits(value);
  return digits.length === EIN_DIGITS ? digits : null;
}

/** Parses to the 9 bare digits: `12-3456789` → `123456789`. */
export const einSchema = z.pipe(
  z.pipe(z.string({ error: VALIDATION_MESSAGES.einInvalid }), z.transform(stripNonDigits)),
  z.string().check(z.length(EIN_DIGITS, { error: VALIDATION_MESSAGES.einInvalid })),
);
