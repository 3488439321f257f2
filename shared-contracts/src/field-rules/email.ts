import { z } from 'zod/mini';
import { EMAIL_PATTERN } from './email-pattern';
import { VALIDATION_MESSAGES } from './validation-messages';

export { isValidEmail } from './email-pattern';

/** Required, trimmed, matching EMAIL_PATTERN. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.emailRequired })
  .check(z.trim(), z.minLength(1, { error: VALIDATION_MESSAGES.emailRequired }), z.regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.emailInvalid }));
