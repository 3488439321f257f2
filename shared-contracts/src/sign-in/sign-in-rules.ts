import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../field-rules/validation-messages';

/** The sign-in form's values. */
export interface SignInForm {
  email: string;
  password: string;
}

type SignInFieldErrors = Partial<Record<keyof SignInForm, ValidationMessageKey>>;

/**
 * Sign-in: "email and password required" (access §5). Only presence is checked, not the email pattern;
 * the email is trimmed. Plain functions rather than a zod schema: the sign-in screen is every returning
 * visitor's first load, and zod with its form resolver would add 8.9 KiB gzip there for two presence checks.
 */
export function normalizeSignIn(values: SignInForm): SignInForm {
  return { email: values.email.trim(), password: values.password };
}

/** The message key of each field that breaks the sign-in rules; empty when the form can be sent. */
export function signInFieldErrors(values: SignInForm): SignInFieldErrors {
  const { email, password } = normalizeSignIn(values);
  const errors: SignInFieldErrors = {};
  if (email.length === 0) errors.email = VALIDATION_MESSAGES.emailRequired;
  if (password.length === 0) errors.password = VALIDATION_MESSAGES.passwordRequired;
  return errors;
}
