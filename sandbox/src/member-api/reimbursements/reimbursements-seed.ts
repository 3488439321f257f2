import type { MailingAddress } from '@member/shared-contracts/reimbursements';
import type { SqlExecutor } from '../database/sql-database';

/** Mailing addresses on file (demo addresses), by account. */
const ADDRESSES: Record<string, MailingAddress> = {
  '200001': { line1: '1200 Barton Springs Rd', line2: 'Apt 4B', city: 'Austin', state: 'TX', zipCode: '78704' },
  '200005': { line1: '1200 Barton Springs Rd', line2: 'Apt 4B', city: 'Austin', state: 'TX', zipCode: '78704' },
  '200007': { line1: '88 Congress Ave', line2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  '200009': { line1: '410 Lake Shore Dr', line2: '', city: 'Chicago', state: 'IL', zipCode: '60611-3012' },
  '200010': { line1: '2301 S Lamar Blvd', line2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
};

/** hra.primary@: no link yet; demo.client@ pending; spanish@ broken; spouse@ verified. */
const LINKS = [
  { accountId: '200005', id: 'bal-seed-daniel', institutionId: 'ins_instant', name: 'First Platypus Bank', mask: '4321', status: 'VERIFIED', sentDaysAgo: null },
  { accountId: '200009', id: 'bal-seed-grace', institutionId: 'ins_micro', name: 'Tattersall Federal Credit Union', mask: '7788', status: 'PENDING_VERIFICATION', sentDaysAgo: 1 },
  { accountId: '200010', id: 'bal-seed-lucia', institutionId: 'ins_instant', name: 'First Platypus Bank', mask: '5566', status: 'ERROR_REQUIRES_UPDATE', sentDaysAgo: null },
] as const;

export const SEEDED_BANK_LINKS = { daniel: 'bal-seed-daniel', grace: 'bal-seed-grace', lucia: 'bal-seed-lucia' } as const;

export async function seedReimbursements(tx: SqlExecutor, now = new Date()): Promise<void> {
  for (const [accountId, address] of Object.entries(ADDRESSES)) {
    const method = LINKS.some((link) => link.accountId === accountId) ? 'directDeposit' : 'none';
    await tx.query(
      'INSERT INTO reimbursement_methods (account_id, method, line1, line2, city, state, zip_code) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [accountId, method, address.line1, address.line2, address.city, address.state, address.zipCode],
    );
  }
  for (const link of LINKS) {
    const sent = link.sentDaysAgo === null ? null : new Date(now.getTime() - link.sentDaysAgo * 86_400_000).toISOString();
    await tx.query(
      `INSERT INTO bank_account_links (id, account_id, institution_id, institution_name, account_type, account_mask, routing_mask, account_token, status, micro_deposits_sent_at, created_at)
       VALUES ($1, $2, $3, $4, 'checking', $5, '0021', $6, $7, $8, $9)`,
      [link.id, link.accountId, link.institutionId, link.name, link.mask, `acct-tok-${link.id}`, link.status, sent, new Date(now.getTime() - 30 * 86_400_000).toISOString()],
    );
  }
}
