import { z } from 'zod/mini';
import { identificationCodeSchema } from '../field-rules/identification-code';
import { isValidIsoDate } from '../field-rules/iso-date';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/** How many wrong verification tries an account has within ELIGIBILITY_ATTEMPT_WINDOW_MS before 429 (decision). */
export const ELIGIBILITY_MAX_FAILED_ATTEMPTS = 5;
/** The window of those tries: 15 minutes (decision). */
export const ELIGIBILITY_ATTEMPT_WINDOW_MS = 15 * 60_000;

/**
 * What `PUT /account/{accountId}/eligibility` must carry to verify a `created` account:
 * `dateOfBirth` as a real yyyy-MM-dd date and `identificationCode` of exactly 4 digits (access §5), both
 * required. "The remaining params" (clientOrgId, …) may ride along.
 */
export const eligibilityVerificationSchema = z.looseObject({
  dateOfBirth: z
    .string({ error: VALIDATION_MESSAGES.dateOfBirthInvalid })
    .check(z.refine((value) => isValidIsoDate(value), { error: VALIDATION_MESSAGES.dateOfBirthInvalid })),
  identificationCode: identificationCodeSchema,
});
