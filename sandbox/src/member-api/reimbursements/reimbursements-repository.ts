import { randomUUID } from 'node:crypto';
import type { BankAccountLink, MailingAddress, ReimbursementMethod } from '@member/shared-contracts/reimbursements';
import type { SqlExecutor } from '../database/sql-database';

interface LinkRow {
  id: string;
  institution_name: string;
  account_type: 'checking' | 'savings';
  account_mask: string;
  status: string;
  micro_deposits_sent_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

function toLink(row: LinkRow): BankAccountLink {
  return {
    id: row.id,
    institutionName: row.institution_name,
    accountType: row.account_type,
    mask: row.account_mask,
    status: row.status,
    microDepositsSentAt: iso(row.micro_deposits_sent_at),
  };
}

const LINK_COLUMNS = 'id, institution_name, account_type, account_mask, status, micro_deposits_sent_at';

/** Newest first: the first item is the member's link (features §7). */
export async function listBankAccountLinks(db: SqlExecutor, accountId: string): Promise<BankAccountLink[]> {
  const rows = await db.query<LinkRow>(`SELECT ${LINK_COLUMNS} FROM bank_account_links WHERE account_id = $1 ORDER BY created_at DESC, id`, [accountId]);
  return rows.map(toLink);
}

export async function findBankAccountLink(db: SqlExecutor, linkId: string): Promise<(BankAccountLink & { accountId: string }) | null> {
  const [row] = await db.query<LinkRow & { account_id: string }>(`SELECT ${LINK_COLUMNS}, account_id FROM bank_account_links WHERE id = $1`, [linkId]);
  return row ? { ...toLink(row), accountId: row.account_id } : null;
}

export interface NewLink {
  accountId: string;
  institutionId: string;
  institutionName: string;
  accountType: 'checking' | 'savings';
  accountMask: string;
  routingMask: string;
  status: 'VERIFIED' | 'PENDING_VERIFICATION';
  now: Date;
}

/** A new link becomes the first item, and direct deposit the method. */
export async function insertBankAccountLink(db: SqlExecutor, link: NewLink): Promise<BankAccountLink> {
  const id = `bal-${randomUUID()}`;
  await db.query(
    `INSERT INTO bank_account_links (id, account_id, institution_id, institution_name, account_type, account_mask, routing_mask, account_token, status, micro_deposits_sent_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, link.accountId, link.institutionId, link.institutionName, link.accountType, link.accountMask, link.routingMask, `acct-tok-${randomUUID()}`, link.status,
      link.status === 'PENDING_VERIFICATION' ? link.now.toISOString() : null, link.now.toISOString()],
  );
  await setMethod(db, link.accountId, 'directDeposit');
  const created = await findBankAccountLink(db, id);
  if (!created) throw new Error('link not written');
  const { accountId: _owner, ...answer } = created;
  return answer;
}

export async function setLinkStatus(db: SqlExecutor, linkId: string, status: string): Promise<void> {
  await db.query('UPDATE bank_account_links SET status = $2 WHERE id = $1', [linkId, status]);
}

async function setMethod(db: SqlExecutor, accountId: string, method: ReimbursementMethod['method']): Promise<void> {
  await db.query(
    `INSERT INTO reimbursement_methods (account_id, method) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET method = EXCLUDED.method`,
    [accountId, method],
  );
}

export async function setMailedCheck(db: SqlExecutor, accountId: string, address: MailingAddress): Promise<void> {
  await db.query(
    `INSERT INTO reimbursement_methods (account_id, method, line1, line2, city, state, zip_code) VALUES ($1, 'check', $2, $3, $4, $5, $6)
     ON CONFLICT (account_id) DO UPDATE SET method = 'check', line1 = $2, line2 = $3, city = $4, state = $5, zip_code = $6`,
    [accountId, address.line1, address.line2, address.city, address.state, address.zipCode],
  );
}

export async function findReimbursementMethod(db: SqlExecutor, accountId: string): Promise<ReimbursementMethod> {
  const [row] = await db.query<{ method: ReimbursementMethod['method']; line1: string | null; line2: string | null; city: string | null; state: string | null; zip_code: string | null }>(
    'SELECT method, line1, line2, city, state, zip_code FROM reimbursement_methods WHERE account_id = $1',
    [accountId],
  );
  if (!row) return { method: 'none', address: null };
  const address = row.line1 === null ? null : { line1: row.line1, line2: row.line2 ?? '', city: row.city ?? '', state: row.state ?? '', zipCode: row.zip_code ?? '' };
  return { method: row.method, address };
}
