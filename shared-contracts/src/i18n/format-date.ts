import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** Access §9 / member-features §9 date formats, as date-fns (Unicode) patterns. */
const DATE_FORMATS = { long: 'MMM dd, yyyy', short: 'M/d/yy', time: 'h:mm a' } as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

const DATE_FNS_LOCALES = { 'en-US': enUS, 'es-US': es } as const;

/**
 * `Nov 22, 2026` (long), `11/22/26` (short), `3:05 PM` (time); month names in Spanish for es-US.
 * Accepts a Date or an ISO 8601 string; a date-only string (`2026-11-22`) is that calendar day in the
 * member's time zone, not UTC midnight. An unparsable value gives '' rather than "Invalid Date".
 */
export function formatDate(value: Date | string, formatName: DateFormatName, locale: Locale = DEFAULT_LOCALE): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return '';
  return format(date, DATE_FORMATS[formatName], { locale: DATE_FNS_LOCALES[locale] });
}
