import type { AccountPatchBody } from '@member/shared-contracts/account';
import type { SqlExecutor } from '../database/sql-database';

/** Whether another account already uses the email (case-insensitive). */
export async function isEmailTakenByAnotherAccount(db: SqlExecutor, email: string, accountId: string): Promise<boolean> {
  const rows = await db.query<{ account_id: string }>('SELECT account_id FROM accounts WHERE lower(email) = lower($1) AND account_id <> $2', [email, accountId]);
  return rows.length > 0;
}

/** Whether the organization exists and belongs to the client. */
export async function isOrganizationOfClient(db: SqlExecutor, clientOrgId: number, clientId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('SELECT id FROM client_organizations WHERE id = $1 AND client_id = $2', [clientOrgId, clientId]);
  return rows.length > 0;
}

const COLUMN_OF: Record<keyof AccountPatchBody, string> = {
  clientOrgId: 'client_org_id',
  email: 'email',
  phoneNumber: 'phone_number',
  hasUserSetPassword: 'has_user_set_password',
};

/** Writes the changed fields of a PATCH (already validated); emails are stored lower-cased. */
export async function applyAccountPatch(db: SqlExecutor, accountId: string, patch: AccountPatchBody): Promise<void> {
  const entries = (Object.keys(COLUMN_OF) as (keyof AccountPatchBody)[]).filter((key) => patch[key] !== undefined);
  if (entries.length === 0) return;
  const assignments = entries.map((key, index) => `${COLUMN_OF[key]} = $${index + 2}`).join(', ');
  const values = entries.map((key) => (key === 'email' ? String(patch.email).toLowerCase() : patch[key]));
  await db.query(`UPDATE accounts SET ${assignments} WHERE account_id = $1`, [accountId, ...values]);
}

export async function setAccountStatus(db: SqlExecutor, accountId: string, status: 'created' | 'verified' | 'inactive'): Promise<void> {
  await db.query('UPDATE accounts SET status = $2 WHERE account_id = $1', [accountId, status]);
}

/** Records (or, with null, drops) the email waiting for its code. */
export async function setPendingEmail(db: SqlExecutor, accountId: string, email: string | null): Promise<void> {
  await db.query('UPDATE accounts SET pending_email = $2 WHERE account_id = $1', [accountId, email === null ? null : email.toLowerCase()]);
}

/** The confirmed change: the pending email becomes the account's email. */
export async function confirmPendingEmail(db: SqlExecutor, accountId: string, email: string): Promise<void> {
  await db.query('UPDATE accounts SET email = $2, pending_email = NULL WHERE account_id = $1', [accountId, email.toLowerCase()]);
}
