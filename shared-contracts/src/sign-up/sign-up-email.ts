import { z } from 'zod/mini';
import { emailSchema } from '../field-rules/email';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

// The sign-in rules ("email and password required") are plain functions: sign-in-rules.ts.

/** Sign-up start: "email required" (access §5); a sign-up email must also be a valid email. */
export const signUpEmailSchema = z.object({ email: emailSchema });
export type SignUpEmailForm = z.infer<typeof signUpEmailSchema>;

/** "Terms checkbox hasAcceptedTerms required" (access §5). */
export const hasAcceptedTermsSchema = z.literal(true, { error: VALIDATION_MESSAGES.termsRequired });

/** The terms acceptance of the step that creates the account (the same rule as base-to-buy-up's). */
export const signUpTermsSchema = z.object({ hasAcceptedTerms: hasAcceptedTermsSchema });
