/**
 * The copy of the `/id-cards` answer the shell's service worker keeps for offline use carries when it was
 * saved (docs/offline-data.md): the worker adds `saved_at` (ISO 8601) to the copy it stores; the member
 * API's own answer has none. The /id-card screen shows "Saved on <date>" when the answer it got has one.
 */
export const KEPT_COPY_SAVED_AT = 'saved_at';

/** When the kept copy was saved (ISO 8601), or null for a fresh answer. */
export function savedAtOf(answer: unknown): string | null {
  const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[KEPT_COPY_SAVED_AT] : undefined;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}
