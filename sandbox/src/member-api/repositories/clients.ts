import type { Client } from '@member/shared-contracts/account';
import type { SqlExecutor } from '../database/sql-database';

export interface ClientRow {
  id: number;
  name: string;
  is_demo: boolean;
  user_session_length_minutes: number;
  concierge_phone_number: string | null;
  claims_list_start_date: string | null;
}

const CLIENT_COLUMNS = 'id, name, is_demo, user_session_length_minutes, concierge_phone_number, claims_list_start_date::text AS claims_list_start_date';

export function toClient(row: ClientRow): Client {
  return { id: row.id, name: row.name, isDemo: row.is_demo, userSessionLengthMinutes: row.user_session_length_minutes };
}

export async function findClientRow(db: SqlExecutor, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1`, [id]);
  return row;
}

/** Test control: a client's idle session length in minutes (fractions allowed). False when no such client. */
export async function setClientSessionLength(db: SqlExecutor, id: number, minutes: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('UPDATE clients SET user_session_length_minutes = $2 WHERE id = $1 RETURNING id', [id, minutes]);
  return rows.length > 0;
}
