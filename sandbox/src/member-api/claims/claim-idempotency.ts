import { createHash } from 'node:crypto';
import type { ClaimSubmission } from '@member/shared-contracts/claims';
import type { Migration } from '../database/migration';
import type { SqlExecutor } from '../database/sql-database';

/**
 * A claim remembers the idempotency key it was submitted under (one per draft, made by the app) and a
 * fingerprint of its body, unique per account: a repeat of the key answers that claim, a different body
 * under the same key is refused.
 */
export const CLAIM_IDEMPOTENCY_MIGRATION: Migration = {
  id: '102_claim_idempotency_keys',
  sql: `
    ALTER TABLE claims ADD COLUMN idempotency_key text;
    ALTER TABLE claims ADD COLUMN submission_fingerprint text;
    CREATE UNIQUE INDEX claims_idempotency_key ON claims (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  `,
};

export interface IdempotentSubmission {
  key: string;
  fingerprint: string;
}

/** The same submission (the schema's parsed fields, in its order) gives the same fingerprint. */
export function submissionFingerprint(submission: ClaimSubmission): string {
  return createHash('sha256').update(JSON.stringify(submission)).digest('hex');
}

/** The account's claim submitted under this key, with the fingerprint of its body, if any. */
export async function findClaimByIdempotencyKey(db: SqlExecutor, accountId: string, key: string): Promise<{ claimId: string; fingerprint: string } | undefined> {
  const [row] = await db.query<{ id: string; submission_fingerprint: string }>(
    'SELECT id, submission_fingerprint FROM claims WHERE account_id = $1 AND idempotency_key = $2',
    [accountId, key],
  );
  return row ? { claimId: row.id, fingerprint: row.submission_fingerprint } : undefined;
}

export async function recordIdempotencyKey(db: SqlExecutor, claimId: string, submission: IdempotentSubmission): Promise<void> {
  await db.query('UPDATE claims SET idempotency_key = $1, submission_fingerprint = $2 WHERE id = $3', [submission.key, submission.fingerprint, claimId]);
}
