import type { ConciergeTicket } from '@member/shared-contracts/messaging';
import type { SqlExecutor } from '../database/sql-database';

interface TicketRow {
  id: string;
  status: string;
  agent: string | null;
  subject: string;
  updated_at: string | Date;
  has_unread_messages: boolean;
  is_chatbot: boolean;
}

/** The account's concierge tickets, most recently updated first. */
export async function findConciergeTickets(db: SqlExecutor, accountId: string): Promise<ConciergeTicket[]> {
  const rows = await db.query<TicketRow>(
    'SELECT id, status, agent, subject, updated_at, has_unread_messages, is_chatbot FROM concierge_tickets WHERE account_id = $1 ORDER BY updated_at DESC, id',
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    agent: row.agent,
    subject: row.subject,
    updated_at: new Date(row.updated_at).toISOString(),
    has_unread_messages: row.has_unread_messages,
    ...(row.is_chatbot ? { is_chatbot: true } : {}),
  }));
}
