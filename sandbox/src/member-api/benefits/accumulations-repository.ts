import { isoDateOf, type MemberAccumulationServer } from '@member/shared-contracts/accumulator';
import type { SqlExecutor } from '../database/sql-database';

interface AccumulationRow {
  hra_year_start: string;
  hra_year_end: string;
  runout_period_end_date: string | null;
  total_payable_amount: string;
  total_benefit_amount: string;
  total_member_owes: string;
  total_deductible_amount: string;
}

const DATE_COLUMNS = `to_char(hra_year_start, 'YYYY-MM-DD') AS hra_year_start, to_char(hra_year_end, 'YYYY-MM-DD') AS hra_year_end,
  to_char(runout_period_end_date, 'YYYY-MM-DD') AS runout_period_end_date`;

const toServer = (row: AccumulationRow): MemberAccumulationServer => ({
  hra_year_start: row.hra_year_start,
  hra_year_end: row.hra_year_end,
  runout_period_end_date: row.runout_period_end_date,
  total_payable_amount: Number(row.total_payable_amount),
  total_benefit_amount: Number(row.total_benefit_amount),
  total_member_owes: Number(row.total_member_owes),
  total_deductible_amount: Number(row.total_deductible_amount),
});

/**
 * One page of an account's accumulations, most recent plan year first, with the total count.
 * `includeAll` false: only plan years that have started by `today` (decision: a plan year set up ahead
 * is left out unless the caller asks for all).
 */
export async function findMemberAccumulations(
  db: SqlExecutor,
  query: { accountId: string; includeAll: boolean; offset: number; limit: number; today: Date },
): Promise<{ items: MemberAccumulationServer[]; total: number }> {
  // $1 account, $2 today (yyyy-MM-dd) or null for every plan year.
  const filter = 'account_id = $1 AND ($2::date IS NULL OR hra_year_start <= $2::date)';
  const today = query.includeAll ? null : isoDateOf(query.today);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM member_accumulations WHERE ${filter}`, [query.accountId, today]);
  const rows = await db.query<AccumulationRow>(
    `SELECT ${DATE_COLUMNS}, total_payable_amount, total_benefit_amount, total_member_owes, total_deductible_amount
       FROM member_accumulations WHERE ${filter} ORDER BY hra_year_start DESC LIMIT $3 OFFSET $4`,
    [query.accountId, today, query.limit, query.offset],
  );
  return { items: rows.map(toServer), total: count?.total ?? 0 };
}
