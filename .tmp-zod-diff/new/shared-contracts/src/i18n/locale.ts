import type { LanguagePreference } from '../entities/account';

/** Access §9: "Locales en-US (default) and es-US". */
export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any BCP-47 tag to a supported locale by its language part (`es-MX` → es-US), or null. */
export function localeFromLanguageTag(tag: string): Locale | null {
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
