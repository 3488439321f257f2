import { apiPaths, unreadTicketIds, type UnreadThreadsModule } from '@member/shared-contracts';

/**
 * The federated module `mfe_messages/unread-threads` (shared-contracts mount/unread-threads.ts): the ids
 * of the member's unread concierge threads, for the CONCIERGE tab indicator the shell polls.
 * Until the messages issue brings the thread API, a thread is a concierge ticket (features §7
 * `GET /concierge-tickets?account_id=`) with `has_unread_messages`.
 */
export const fetchUnreadThreadIds: UnreadThreadsModule['fetchUnreadThreadIds'] = async ({ http, accountId, signal }) => {
  const body = await http.get<unknown>(apiPaths.conciergeTickets(), { query: { account_id: accountId }, signal });
  return unreadTicketIds(body);
};
