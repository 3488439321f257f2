import { z } from 'zod/mini';
import { dateOfBirthInputSchema } from '../field-rules/date-of-birth';
import { identificationCodeSchema } from '../field-rules/identification-code';
import { phoneNumberSchema } from '../field-rules/phone-number';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

const requiredName = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(100, { error: message }));

/** /sign-up/employer: an organisation chosen from the search (access §3 "clientOrg"). */
export const signUpEmployerSchema = z.object({
  clientOrgId: z.number({ error: VALIDATION_MESSAGES.organizationRequired }).check(z.int(), z.positive({ error: VALIDATION_MESSAGES.organizationRequired })),
});

/** /sign-up/name: first and last names, non-empty after trimming (as the token-claim rule of access §5). */
export const signUpNameSchema = z.object({
  firstName: requiredName(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredName(VALIDATION_MESSAGES.lastNameRequired),
});
export type SignUpNameForm = z.input<typeof signUpNameSchema>;

/** /sign-up/dob: a real date of birth typed as MM/DD/YYYY. */
export const signUpDateOfBirthSchema = z.object({ dateOfBirth: dateOfBirthInputSchema });
export type SignUpDateOfBirthForm = z.input<typeof signUpDateOfBirthSchema>;

/** /sign-up/identifier: exactly 4 digits (access §9). */
export const signUpIdentifierSchema = z.object({ identificationCode: identificationCodeSchema });
export type SignUpIdentifierForm = z.input<typeof signUpIdentifierSchema>;

/** /sign-up/phone: 10 digits (access §9); display formatting is accepted and stripped. */
export const signUpPhoneSchema = z.object({ phoneNumber: phoneNumberSchema });
export type SignUpPhoneForm = z.input<typeof signUpPhoneSchema>;
