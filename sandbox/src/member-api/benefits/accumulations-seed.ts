import type { SqlExecutor } from '../database/sql-database';

/**
 * Accumulations per account and plan year, relative to the current calendar year (the
 * plan year runs January to December; the run-out period ends March 31 of the next year). Maria
 * (hra.primary) has two plan years; every other account with the accumulator feature one; tiered
 * (Kevin) and search-only (James) none.
 */
interface SeedYear {
  accountId: string;
  /** 0 = this plan year, -1 = last year. */
  yearOffset: number;
  paid: number;
  benefit: number;
  owes: number;
  deductible: number;
}

const SEEDED_ACCUMULATIONS: readonly SeedYear[] = [
  { accountId: '200001', yearOffset: 0, paid: 1250.5, benefit: 4000, owes: 320, deductible: 1500 },
  { accountId: '200001', yearOffset: -1, paid: 3100, benefit: 4000, owes: 880, deductible: 1500 },
  { accountId: '200003', yearOffset: 0, paid: 400, benefit: 3000, owes: 150, deductible: 1500 },
  { accountId: '200004', yearOffset: 0, paid: 0, benefit: 2000, owes: 0, deductible: 750 },
  { accountId: '200005', yearOffset: 0, paid: 1250.5, benefit: 4000, owes: 320, deductible: 1500 },
  { accountId: '200007', yearOffset: 0, paid: 600, benefit: 4000, owes: 95.25, deductible: 1500 },
  { accountId: '200008', yearOffset: 0, paid: 0, benefit: 2000, owes: 0, deductible: 750 },
  { accountId: '200009', yearOffset: 0, paid: 980, benefit: 3000, owes: 210, deductible: 1500 },
  { accountId: '200010', yearOffset: 0, paid: 2200, benefit: 4000, owes: 640.75, deductible: 1500 },
];

export async function seedMemberAccumulations(tx: SqlExecutor, now = new Date()): Promise<void> {
  const year = now.getFullYear();
  for (const row of SEEDED_ACCUMULATIONS) {
    const planYear = year + row.yearOffset;
    await tx.query(
      `INSERT INTO member_accumulations (account_id, hra_year_start, hra_year_end, runout_period_end_date,
         total_payable_amount, total_benefit_amount, total_member_owes, total_deductible_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.accountId, `${planYear}-01-01`, `${planYear}-12-31`, `${planYear + 1}-03-31`, row.paid, row.benefit, row.owes, row.deductible],
    );
  }
}
