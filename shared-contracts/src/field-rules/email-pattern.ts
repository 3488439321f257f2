/**
 * The "simple {email} pattern" of access §5: something@something.something, no whitespace, one @.
 * The spec does not give the pattern; this is our choice. Kept free of zod: token-claim parsing uses it
 * at start-up.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
