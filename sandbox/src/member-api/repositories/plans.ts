import type { Plan, PlanBenefitDetails } from '@member/shared-contracts/account';
import type { SqlExecutor } from '../database/sql-database';

interface PlanRow {
  id: number;
  client_id: number;
  allow_account_management: boolean | null;
  network_administrator: string | null;
  benefit_details?: PlanBenefitDetails | null;
}

/** Server form of a plan; `allow_account_management` is left out when unset (the app defaults it to true). */
function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    client_id: row.client_id,
    ...(row.allow_account_management === null ? {} : { allow_account_management: row.allow_account_management }),
    network_administrator: row.network_administrator,
    ...(row.benefit_details ? { benefit_details: row.benefit_details } : {}),
  };
}

export async function findPlan(db: SqlExecutor, id: number): Promise<Plan | undefined> {
  const [row] = await db.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [id]);
  return row && toPlan(row);
}

/** Plans of a client, optionally only the given ids, by id. */
export async function findPlans(db: SqlExecutor, clientId: number, ids?: number[]): Promise<Plan[]> {
  const rows = ids && ids.length > 0
    ? await db.query<PlanRow>('SELECT * FROM plans WHERE client_id = $1 AND id = ANY($2::int[]) ORDER BY id', [clientId, ids])
    : await db.query<PlanRow>('SELECT * FROM plans WHERE client_id = $1 ORDER BY id', [clientId]);
  return rows.map(toPlan);
}
