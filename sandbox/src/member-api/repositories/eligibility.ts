import type { SqlExecutor } from '../database/sql-database';

/** Records one `PUT /account/{id}/eligibility` body as received. */
export async function recordEligibilitySubmission(db: SqlExecutor, accountId: string, payload: Record<string, unknown>): Promise<void> {
  await db.query('INSERT INTO eligibility_submissions (account_id, payload) VALUES ($1, $2::jsonb)', [accountId, JSON.stringify(payload)]);
}

export async function countEligibilitySubmissions(db: SqlExecutor, accountId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM eligibility_submissions WHERE account_id = $1', [accountId]);
  return row?.count ?? 0;
}
