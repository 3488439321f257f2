import type { LanguagePreference } from '../account/account';

/** Access §9: "Locales en-US (default) and es-US". */
export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any BCP-47 tag to a supported locale by its language part (`es-MX` → es-US), or null. */
function localeFromLanguageTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en-US';
  if (language === 'es') return 'es-US';
  return null;
}

/**
 * "the choice is stored, else the browser language is used" (access §9).
 * Decision: a stored value that is not a supported locale is ignored; browser languages are tried in the
 * browser's order of preference, by language part; nothing usable → DEFAULT_LOCALE.
 */
export function resolveLocale(stored: string | null | undefined, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Token claim language preference: "english maps to en-US, spanish to es-US, anything else falls back to the default" (access §5). */
export function localeFromLanguagePreference(preference: LanguagePreference | string | null | undefined): Locale {
  if (preference === 'english') return 'en-US';
  if (preference === 'spanish') return 'es-US';
  return DEFAULT_LOCALE;
}

interface MemberLocaleInput {
  /** The locale choice stored on this device (`STORAGE_KEYS.locale`, access §3), as read. */
  storedChoice: string | null | undefined;
  /** The loaded account's `preferredLanguage` (access §3), or null while the account is not loaded. */
  accountPreference: LanguagePreference | string | null | undefined;
  /** The token's language preference, already mapped by the token-claim rule (`TokenClaims.locale`), or null. */
  tokenLocale: Locale | null | undefined;
}

/**
 * The member's own language, applied when they sign in — or null when nothing should change.
 * Decisions (the spec gives the parts: §3 account `preferredLanguage` and token "language preference",
 * §5 the mapping, §9 "the choice is stored, else the browser language is used"):
 * - A choice stored on this device wins: it is the member's own pick on this device (the /account
 *   language radios store it), so null.
 * - Otherwise the account's `preferredLanguage` once the account is loaded (english → en-US, spanish →
 *   es-US), else the token's language preference (available at sign-in, before the account loads). The
 *   browser language is only the default for a visitor; a signed-in member's preference replaces it.
 * - Applying it does not store it: it is not a choice made on this device, and sign-out returns the
 *   device to its own language.
 */
export function memberLocale({ storedChoice, accountPreference, tokenLocale }: MemberLocaleInput): Locale | null {
  if (isLocale(storedChoice)) return null;
  if (accountPreference === 'english' || accountPreference === 'spanish') return localeFromLanguagePreference(accountPreference);
  return tokenLocale ?? null;
}
