import { z } from 'zod/mini';
import { identificationCodeSchema } from './identification-code';
import { isValidIsoDate } from './iso-date';
import { VALIDATION_MESSAGES } from './validation-messages';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** What a member types, `MM/DD/YYYY` (also `M/D/YYYY`), as yyyy-MM-dd; null when it is not a real date. */
export function usDateToIso(value: string): string | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

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
