import type { IdCardServer } from '@member/shared-contracts/id-card';
import type { SqlExecutor } from '../database/sql-database';

type IdCardRow = IdCardServer;

const COLUMNS = `card_id, relationship, member_first_name, member_last_name, member_id, plan_name, network_name, group_number,
  coverage_tier, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, rx_bin, rx_pcn, rx_group, payer_id,
  member_services_phone, concierge_phone, claims_address`;

/**
 * The cards an account may see: a primary member every card of the enrollment they subscribe to (the
 * primary's first, then in the plan's order); anyone else only the card that is theirs.
 */
export async function findIdCards(db: SqlExecutor, account: { accountId: string; isPrimary: boolean }): Promise<IdCardServer[]> {
  const column = account.isPrimary ? 'subscriber_account_id' : 'holder_account_id';
  const rows = await db.query<IdCardRow>(`SELECT ${COLUMNS} FROM id_cards WHERE ${column} = $1 ORDER BY position`, [account.accountId]);
  return rows.map((row) => ({ ...row, claims_address: { ...row.claims_address, lines: [...row.claims_address.lines] } }));
}
