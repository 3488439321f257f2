/**
 * The remembered email (access §3 "Local browser storage"). Storage can be unavailable (private mode,
 * blocked cookies): reading then gives null and writing is skipped, so sign-in still works.
 */
export const REMEMBERED_EMAIL_KEY = 'member.rememberedEmail';

export function readRememberedEmail(): string | null {
  try {
    const value = window.localStorage.getItem(REMEMBERED_EMAIL_KEY)?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

export function rememberEmail(email: string): void {
  try {
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
  } catch {
    // Storage unavailable: the email is simply not remembered.
  }
}

export function forgetRememberedEmail(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
