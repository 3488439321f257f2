import type { SqlExecutor } from '../database/sql-database';

/** Records one `PUT /account/{id}/eligibility` body as received. */
export async function recordEligibilitySubmission(db: SqlExecutor, accountId: string, payload: Record<string, unknown>): Promise<void> {
  await db.query('INSERT INTO eligibility_submissions (account_id, payload) VALUES ($1, $2::jsonb)', [accountId, JSON.stringify(payload)]);
}
