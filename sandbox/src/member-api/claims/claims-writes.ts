import { randomUUID } from 'node:crypto';
import type { AppealSubmission, ClaimAppeal, ClaimSubmission } from '@member/shared-contracts/claims';
import type { AttachmentUpload, AttachmentContentType } from '@member/shared-contracts/uploads';
import type { SqlExecutor } from '../database/sql-database';

export interface UploadRow {
  token: string;
  file_name: string;
  content_type: AttachmentContentType;
  bytes_base64: string;
}

export async function insertUpload(db: SqlExecutor, accountId: string, fileName: string, contentType: string, bytes: Buffer, now: Date): Promise<AttachmentUpload> {
  const token = `upl-${randomUUID()}`;
  await db.query(
    'INSERT INTO claim_uploads (token, account_id, file_name, content_type, size, bytes_base64, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [token, accountId, fileName, contentType, bytes.length, bytes.toString('base64'), now.toISOString()],
  );
  return { uploadToken: token, fileName, contentType: contentType as AttachmentContentType, size: bytes.length };
}

export async function findUpload(db: SqlExecutor, token: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>('SELECT token, file_name, content_type, bytes_base64 FROM claim_uploads WHERE token = $1', [token]);
  return row;
}

/** The caller's uploads among `tokens` not yet attached to a claim or appeal. */
export async function ownUnattachedUploads(db: SqlExecutor, accountId: string, tokens: readonly string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db.query<{ token: string }>(
    'SELECT token FROM claim_uploads WHERE account_id = $1 AND claim_id IS NULL AND token = ANY($2::text[])',
    [accountId, [...tokens]],
  );
  return rows.map((row) => row.token);
}

export async function attachUploads(db: SqlExecutor, tokens: readonly string[], claimId: string, appealId: string | null): Promise<void> {
  if (tokens.length === 0) return;
  await db.query('UPDATE claim_uploads SET claim_id = $1, appeal_id = $2 WHERE token = ANY($3::text[])', [claimId, appealId, [...tokens]]);
}

/** A new MANUAL claim, status submitted, one line for the whole amount; it moves on over time (demo mode). */
export async function createClaim(db: SqlExecutor, accountId: string, submission: ClaimSubmission, now: Date): Promise<string> {
  const id = `clm-${accountId}-${randomUUID().slice(0, 8)}`;
  const at = now.toISOString();
  await db.query(
    `INSERT INTO claims (id, account_id, patient_id, source, provider_name, service_type, date_of_service, amount_billed_cents, status, submitted_at, status_changed_at, auto_advance)
     VALUES ($1, $2, $3, 'MANUAL', $4, $5, $6, $7, 'submitted', $8, $8, true)`,
    [id, accountId, submission.patientId, submission.providerName.trim(), submission.serviceType, submission.dateOfService, submission.amountCents, at],
  );
  await db.query(
    'INSERT INTO claim_lines (id, claim_id, position, service_type, description, amount_billed_cents, plan_paid_cents, member_owes_cents) VALUES ($1, $2, 0, $3, $4, $5, 0, 0)',
    [`${id}-l1`, id, submission.serviceType, 'As submitted', submission.amountCents],
  );
  await db.query("INSERT INTO claim_events (claim_id, kind, at) VALUES ($1, 'submitted', $2)", [id, at]);
  return id;
}

export async function createAppeal(db: SqlExecutor, claimId: string, appeal: AppealSubmission, now: Date): Promise<ClaimAppeal> {
  const id = `apl-${randomUUID().slice(0, 8)}`;
  const at = now.toISOString();
  await db.query(
    "INSERT INTO claim_appeals (id, claim_id, action, reason, note, approved_provider_id, status, submitted_at) VALUES ($1, $2, $3, $4, $5, $6, 'submitted', $7)",
    [id, claimId, appeal.action, appeal.reason, appeal.note, appeal.approvedProviderId, at],
  );
  await db.query("INSERT INTO claim_events (claim_id, kind, at) VALUES ($1, 'appealSubmitted', $2)", [claimId, at]);
  return { id, claimId, action: appeal.action, reason: appeal.reason, status: 'submitted', submittedAt: at };
}
