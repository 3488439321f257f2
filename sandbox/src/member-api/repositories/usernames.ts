import type { UsernamesQuery } from '@member/shared-contracts/sign-in';
import type { SqlExecutor } from '../database/sql-database';

/** Identity usernames of the accounts matching the lookup (email: case-insensitive; or every account of a client). */
export async function findUsernames(db: SqlExecutor, query: UsernamesQuery): Promise<string[]> {
  const rows = 'email' in query
    ? await db.query<{ username: string }>('SELECT cognito_username AS username FROM accounts WHERE lower(email) = lower($1) AND cognito_username IS NOT NULL', [query.email])
    : await db.query<{ username: string }>('SELECT cognito_username AS username FROM accounts WHERE client_id = $1 AND cognito_username IS NOT NULL ORDER BY account_id', [query.clientId]);
  return rows.map((row) => row.username);
}
