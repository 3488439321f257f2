/**
 * The CONCIERGE tab's unread-count polling (access §2.9 "The CONCIERGE tab shows an unread-count
 * indicator"; features §4 "Unread threads are polled every 10000 ms (long) or 3000 ms (short)").
 * The host reads `GET /concierge-tickets` itself, through the query in `api/concierge-tickets.ts`
 * (`conciergeTicketsQueryKey`, `fetchConciergeTickets`, `unreadThreadCount`): no remote code is loaded
 * for the indicator.
 */

/** Features §9 "Thread polling: 10000 ms (long) and 3000 ms (short)". */
export const UNREAD_THREADS_POLL_MS = { long: 10_000, short: 3_000 } as const;

/**
 * Decision (spec silent on when each applies): the short interval while the member is in the messages
 * area (`/messages`, `/messages/{threadId}`), where new replies matter at once; the long one elsewhere.
 */
export function unreadThreadsPollInterval(pathname: string): number {
  return /^\/messages(\/|$)/i.test(pathname) ? UNREAD_THREADS_POLL_MS.short : UNREAD_THREADS_POLL_MS.long;
}
