import { formatDate, type Locale } from '@member/shared-contracts/i18n';

/**
 * When a message or thread last moved, with the spec's formats (§9 "MMM dd, yyyy; M/d/yy; h:mm a").
 * Decision: today → the time ("3:00 PM"); before → the date ("Mar 02, 2026"), the way inboxes show it.
 */
export function formatListTime(value: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(value);
  return date.toDateString() === now.toDateString() ? formatDate(date, 'time', locale) : formatDate(date, 'long', locale);
}

/** A message in a thread: its date and time ("Mar 02, 2026, 3:00 PM"). */
export function formatMessageTime(value: string, locale: Locale): string {
  return `${formatDate(value, 'long', locale)}, ${formatDate(value, 'time', locale)}`;
}
