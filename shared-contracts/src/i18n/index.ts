/**
 * Locales and formatting (access §9): the member's locale from the account or the browser, dates, currency and
 * distances.
 */
export { type DateFormatName, formatDate } from './format-date';
export { formatCurrency, formatDistance } from './formatters';
export { LOCALES, type Locale, DEFAULT_LOCALE, isLocale, resolveLocale, memberLocale } from './locale';
export { centsToDollars } from './formatters';
export { informalSpanishWords } from './spanish-register';
