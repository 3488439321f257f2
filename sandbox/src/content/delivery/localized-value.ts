import { CONTENT_LOCALES, DEFAULT_LOCALE, type LocalizedField } from '../content-model';

/** The value of a field in a locale, following the locale's fallback chain (es-US → en-US). */
export function localizedValue(field: LocalizedField | undefined, locale: string): unknown {
  if (!field) return undefined;
  let code: string | null = locale;
  while (code) {
    const value = (field as Record<string, unknown>)[code];
    if (value !== undefined) return value;
    code = CONTENT_LOCALES.find((candidate) => candidate.code === code)?.fallbackCode ?? null;
  }
  return field[DEFAULT_LOCALE];
}

export function isKnownLocale(locale: string): boolean {
  return CONTENT_LOCALES.some((candidate) => candidate.code === locale);
}
