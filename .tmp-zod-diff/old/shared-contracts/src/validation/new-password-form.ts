import { z } from 'zod';
import { passwordSchema } from './password';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Choosing a new password (temporary-password challenge, set password, reset): the password follows
 * the access §5 rule; the confirmation must be given and equal it (our rule: a typing check).
 */
export const newPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, { error: VALIDATION_MESSAGES.passwordConfirmationRequired }),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_MESSAGES.passwordMismatch,
  });

export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
