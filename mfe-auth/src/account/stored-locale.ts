import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type Locale } from '@member/shared-contracts/i18n';

/**
 * Keeps the member's language choice (access §3 "Local browser storage": locale choice), read by the
 * shell's i18n at the next start; sign-out removes it. Unavailable storage: the choice lasts this visit.
 */
export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Storage unavailable: the language still changes for this visit.
  }
}
