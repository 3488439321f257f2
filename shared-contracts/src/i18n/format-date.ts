import { parseIsoDateOrDateTime } from '../field-rules/iso-date';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Access §9 / member-features §9 date formats: "MMM dd, yyyy; M/d/yy; h:mm a". The layout (order, padding,
 * punctuation) is the spec's in both locales; the words in it — the month's abbreviation and the day
 * period — are the locale's, from the platform's `Intl` data, so no date library ships to the browser.
 */
const FORMAT_OPTIONS = {
  long: { month: 'short', day: '2-digit', year: 'numeric' },
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormatName = keyof typeof FORMAT_OPTIONS;

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const LAYOUTS: Record<DateFormatName, (parts: DateParts) => string> = {
  long: ({ month, day, year }) => `${month} ${day}, ${year}`,
  short: ({ month, day, year }) => `${month}/${day}/${year}`,
  time: ({ hour, minute, dayPeriod }) => `${hour}:${minute} ${dayPeriod}`,
};

/** Building a DateTimeFormat is the slow part: one per locale and format, built on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(formatName: DateFormatName, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${formatName}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS[formatName], numberingSystem: 'latn' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `Nov 22, 2026` (long), `11/22/26` (short), `3:05 PM` (time); `nov 22, 2026` and `3:05 p.m.` for es-US.
 * Accepts a Date or an ISO 8601 string; a date-only string (`2026-11-22`) is that calendar day in the
 * member's time zone, not UTC midnight. An unparsable value gives '' rather than "Invalid Date".
 */
export function formatDate(value: Date | string, formatName: DateFormatName, locale: Locale = DEFAULT_LOCALE): string {
  const date = typeof value === 'string' ? parseIsoDateOrDateTime(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const parts: DateParts = {};
  for (const { type, value: text } of formatterFor(formatName, locale).formatToParts(date)) parts[type] = text;
  return LAYOUTS[formatName](parts);
}
