import { z } from 'zod/mini';
import { emailSchema } from '../field-rules/email';
import { phoneNumberSchema } from '../field-rules/phone-number';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/**
 * Body of `PATCH /account/{accountId}` (access §7): the changed fields among clientOrgId, email,
 * phoneNumber, hasUserSetPassword. Strict: any other key is refused.
 */
export const accountPatchSchema = z.strictObject({
  clientOrgId: z.optional(
    z.number({ error: VALIDATION_MESSAGES.clientOrgIdInvalid }).check(z.int(), z.positive({ error: VALIDATION_MESSAGES.clientOrgIdInvalid })),
  ),
  email: z.optional(emailSchema),
  phoneNumber: z.optional(phoneNumberSchema),
  hasUserSetPassword: z.optional(z.boolean()),
});
export type AccountPatchBody = z.output<typeof accountPatchSchema>;
