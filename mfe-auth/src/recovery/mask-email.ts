const MASK = '•••';

/**
 * An email shown on the recover-email screen without giving it away (decision): the first character of
 * the local part, a mask, the domain — `maria@example.com` → `m•••@example.com`. Anything that is not
 * an email is masked whole but its first character.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? `${value[0]}${MASK}` : '';
  return `${value[0]}${MASK}${value.slice(at)}`;
}
