import { z } from 'zod';
import { passwordSchema } from '@member/shared-contracts';

export const PASSWORD_MISMATCH_KEY = 'newPassword.mismatch';
export const CONFIRMATION_REQUIRED_KEY = 'newPassword.confirmRequired';

/**
 * The new password follows the shared password rule (access §5: required, no leading or trailing
 * spaces, 8 to 255). The confirmation only has to be given and equal to it (our rule: a typing check).
 */
export const newPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, { error: CONFIRMATION_REQUIRED_KEY }),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MISMATCH_KEY,
  });

export type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;
