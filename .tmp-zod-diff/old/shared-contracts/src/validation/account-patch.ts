import { z } from 'zod';
import { emailSchema } from './email';
import { phoneNumberSchema } from './phone-number';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Body of `PATCH /account/{accountId}` (access §7): the changed fields among clientOrgId, email,
 * phoneNumber, hasUserSetPassword. Strict: any other key is refused.
 */
export const accountPatchSchema = z.strictObject({
  clientOrgId: z.number({ error: VALIDATION_MESSAGES.clientOrgIdInvalid }).int().positive({ error: VALIDATION_MESSAGES.clientOrgIdInvalid }).optional(),
  email: emailSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
  hasUserSetPassword: z.boolean().optional(),
});
export type AccountPatchInput = z.input<typeof accountPatchSchema>;
export type AccountPatchBody = z.output<typeof accountPatchSchema>;
