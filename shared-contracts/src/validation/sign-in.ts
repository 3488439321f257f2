import { z } from 'zod/mini';
import { emailSchema } from './email';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Sign-in: "email and password required" (access §5). Only presence is checked, not the email pattern. */
export const signInSchema = z.object({
  email: z.string({ error: VALIDATION_MESSAGES.emailRequired }).check(z.trim(), z.minLength(1, { error: VALIDATION_MESSAGES.emailRequired })),
  password: z.string({ error: VALIDATION_MESSAGES.passwordRequired }).check(z.minLength(1, { error: VALIDATION_MESSAGES.passwordRequired })),
});
export type SignInForm = z.infer<typeof signInSchema>;

/** Sign-up start: "email required" (access §5); a sign-up email must also be a valid email. */
export const signUpEmailSchema = z.object({ email: emailSchema });
export type SignUpEmailForm = z.infer<typeof signUpEmailSchema>;

/** "Terms checkbox hasAcceptedTerms required" (access §5). */
export const hasAcceptedTermsSchema = z.literal(true, { error: VALIDATION_MESSAGES.termsRequired });
