import type { SqlExecutor } from '../database/sql-database';

/** The account an sso identity is linked to, if any. */
export async function findLinkedAccount(db: SqlExecutor, idpIdentifier: string, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ account_id: string }>('SELECT account_id FROM linked_identities WHERE idp_identifier = $1 AND user_id = $2', [idpIdentifier, userId]);
  return row?.account_id;
}

export async function linkIdentity(db: SqlExecutor, accountId: string, idpIdentifier: string, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO linked_identities (account_id, idp_identifier, user_id) VALUES ($1, $2, $3) ON CONFLICT (idp_identifier, user_id) DO NOTHING',
    [accountId, idpIdentifier, userId],
  );
}
