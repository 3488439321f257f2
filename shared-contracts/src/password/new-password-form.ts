import { z } from 'zod/mini';
import { passwordSchema } from './password';
import { strongPasswordSchema, type PasswordStrengthEstimatorLoader } from './password-strength';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

function newPasswordForm(password: z.ZodMiniType<string, string>) {
  return z
    .object({
      newPassword: password,
      confirmPassword: z.string().check(z.minLength(1, { error: VALIDATION_MESSAGES.passwordConfirmationRequired })),
    })
    .check(
      z.refine((values) => values.confirmPassword === values.newPassword, {
        path: ['confirmPassword'],
        error: VALIDATION_MESSAGES.passwordMismatch,
      }),
    );
}

/**
 * Choosing a new password (temporary-password challenge, set password, reset): the password follows
 * the access §5 rule; the confirmation must be given and equal it (our rule: a typing check).
 */
export const newPasswordFormSchema = newPasswordForm(passwordSchema);

/** The same form with the strength rule too (parse asynchronously): what the apps use. */
export function strongNewPasswordFormSchema(loadEstimator: PasswordStrengthEstimatorLoader) {
  return newPasswordForm(strongPasswordSchema(loadEstimator));
}

export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
