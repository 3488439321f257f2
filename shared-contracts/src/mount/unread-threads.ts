import type { HttpClient } from '../http/http-client';

/**
 * The unread-thread polling contract (access §2.9 "The CONCIERGE tab shows an unread-count indicator";
 * features §4 "Unread threads are polled every 10000 ms (long) or 3000 ms (short)").
 *
 * The messages remote owns the concierge thread API, so it exposes a second federated module,
 * `mfe_messages/unread-threads`, whose `fetchUnreadThreadIds` answers the ids of the member's unread
 * threads. The shell loads it (a failure only hides the indicator) and polls it.
 */
export const UNREAD_THREADS_REMOTE = 'mfe_messages';
export const UNREAD_THREADS_MODULE = './unread-threads';

export interface UnreadThreadsRequest {
  http: HttpClient;
  accountId: string;
  signal?: AbortSignal;
}

export interface UnreadThreadsModule {
  fetchUnreadThreadIds(request: UnreadThreadsRequest): Promise<string[]>;
}

export function isUnreadThreadsModule(value: unknown): value is UnreadThreadsModule {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).fetchUnreadThreadIds === 'function';
}

/** Features §9 "Thread polling: 10000 ms (long) and 3000 ms (short)". */
export const UNREAD_THREADS_POLL_MS = { long: 10_000, short: 3_000 } as const;

/**
 * Decision (spec silent on when each applies): the short interval while the member is in the messages
 * area (`/messages`, `/messages/{threadId}`), where new replies matter at once; the long one elsewhere.
 */
export function unreadThreadsPollInterval(pathname: string): number {
  return /^\/messages(\/|$)/i.test(pathname) ? UNREAD_THREADS_POLL_MS.short : UNREAD_THREADS_POLL_MS.long;
}
