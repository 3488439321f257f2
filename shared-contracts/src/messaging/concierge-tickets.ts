import type { HttpClient } from '../http/http-client';
import { apiPaths } from '../member-api/api-paths';

/**
 * Features §3 "Concierge ticket: id, status, agent, subject, updated_at, has_unread_messages" and §7
 * `GET /concierge-tickets` (query `account_id`) → tickets, in the member API's list envelope `{ items }`.
 * Field names are the spec's (snake_case on the wire).
 */
export interface ConciergeTicket {
  id: string;
  status: string;
  agent: string | null;
  subject: string;
  updated_at: string;
  has_unread_messages: boolean;
  /** Optional (additive): the chatbot answers this thread; `agent` is then the chatbot's id. */
  is_chatbot?: boolean;
}

export interface ConciergeTicketsResponse {
  items: ConciergeTicket[];
}

/**
 * A plain guard rather than a zod schema: this check runs on every screen (the CONCIERGE indicator is
 * polled from start-up), and the start-up path carries no zod (docs/performance.md).
 */
function isConciergeTicketsResponse(body: unknown): body is ConciergeTicketsResponse {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { items?: unknown }).items)) return false;
  return (body as { items: unknown[] }).items.every((item) => {
    if (typeof item !== 'object' || item === null) return false;
    const ticket = item as Record<string, unknown>;
    return (
      typeof ticket.id === 'string' &&
      typeof ticket.status === 'string' &&
      (ticket.agent === null || typeof ticket.agent === 'string') &&
      typeof ticket.subject === 'string' &&
      typeof ticket.updated_at === 'string' &&
      typeof ticket.has_unread_messages === 'boolean'
    );
  });
}

/**
 * The one query of the member's concierge tickets in the host's QueryClient: the shell polls
 * it for the CONCIERGE tab's unread count (`unreadThreadCount`, features §4 "Polling"), the app badge
 * reads it, and the messages remote's thread list uses the same key with the same
 * `fetchConciergeTickets`, so one answer serves both. When the member opens a thread, the remote writes
 * `queryClient.setQueryData(conciergeTicketsQueryKey(accountId), markTicketRead(id))` (or invalidates
 * the key) and the tab's count drops at once, without a reload or another module.
 */
export const conciergeTicketsQueryKey = (accountId: string) => ['member-api', 'concierge-tickets', accountId] as const;

/** `GET /concierge-tickets?account_id=` (features §7), checked; a malformed answer is an error. */
export async function fetchConciergeTickets(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<ConciergeTicketsResponse> {
  const body = await http.get<unknown>(apiPaths.conciergeTickets(), { query: { account_id: accountId }, ...(signal ? { signal } : {}) });
  if (!isConciergeTicketsResponse(body)) throw new Error('Malformed concierge tickets response');
  return body;
}

/** The unread rule: the number of threads (tickets) with `has_unread_messages`. */
export function unreadThreadCount(response: ConciergeTicketsResponse): number {
  return response.items.filter((ticket) => ticket.has_unread_messages).length;
}

/** The cache update after the member read a thread: the same answer with that ticket read. */
export const markTicketRead =
  (ticketId: string) =>
  (response: ConciergeTicketsResponse | undefined): ConciergeTicketsResponse | undefined =>
    response && { ...response, items: response.items.map((ticket) => (ticket.id === ticketId ? { ...ticket, has_unread_messages: false } : ticket)) };
