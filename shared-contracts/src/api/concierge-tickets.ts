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
}

export interface ConciergeTicketsResponse {
  items: ConciergeTicket[];
}

/**
 * A plain guard rather than a zod schema: this check runs on every screen (the CONCIERGE indicator is
 * polled from start-up), and the start-up path carries no zod (ARCHITECTURE.md "First-load weight").
 */
export function isConciergeTicketsResponse(body: unknown): body is ConciergeTicketsResponse {
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

/** The ids of the tickets (threads) with unread messages; a malformed answer is an error. */
export function unreadTicketIds(body: unknown): string[] {
  if (!isConciergeTicketsResponse(body)) throw new Error('Malformed concierge tickets response');
  return body.items.filter((ticket) => ticket.has_unread_messages).map((ticket) => ticket.id);
}
