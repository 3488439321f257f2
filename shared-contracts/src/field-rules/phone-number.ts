import { z } from 'zod/mini';
import { PHONE_NUMBER_DIGITS, stripNonDigits } from './digits';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Characters a typed phone may contain besides digits: `(555) 123-4567`, `555.123.4567`. */
const PHONE_INPUT_PATTERN = /^[\d\s().-]*$/;

/**
 * A 10-digit phone (access §9). Decision: display formatting `( ) - . space` is accepted and stripped,
 * letters are not; the parsed value is the 10 bare digits.
 */
export const phoneNumberSchema = z.pipe(
  z.pipe(
    z
      .string({ error: VALIDATION_MESSAGES.phoneNumberInvalid })
      .check(z.trim(), z.regex(PHONE_INPUT_PATTERN, { error: VALIDATION_MESSAGES.phoneNumberInvalid })),
    z.transform(stripNonDigits),
  ),
  z.string().check(z.length(PHONE_NUMBER_DIGITS, { error: VALIDATION_MESSAGES.phoneNumberInvalid })),
);
