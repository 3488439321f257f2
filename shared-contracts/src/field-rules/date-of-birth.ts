import { z } from 'zod/mini';
import { identificationCodeSchema } from './identification-code';
import { usDateToIso } from './us-date';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A date of birth typed as MM/DD/YYYY: a real date, not in the future, not before 1900. */
export function isPlausibleDateOfBirth(value: string, today: Date = new Date()): boolean {
  const iso = usDateToIso(value);
  if (!iso) return false;
  const todayIso = today.toISOString().slice(0, 10);
  return iso >= '1900-01-01' && iso <= todayIso;
}

export const dateOfBirthInputSchema = z
  .string({ error: VALIDATION_MESSAGES.dateOfBirthInvalid })
  .check(z.refine((value) => isPlausibleDateOfBirth(value), { error: VALIDATION_MESSAGES.dateOfBirthInvalid }));

/**
 * The verification form of `/verification`: date of birth (MM/DD/YYYY) and the last-4 identification
 * code, sent to `PUT /account/{accountId}/eligibility` as `dateOfBirth` (yyyy-MM-dd) and
 * `identificationCode` (the sandbox compares them with the enrollment data).
 */
export const verificationFormSchema = z.object({
  dateOfBirth: dateOfBirthInputSchema,
  identificationCode: identificationCodeSchema,
});
export type VerificationForm = z.infer<typeof verificationFormSchema>;
