import type { ProviderNetworkItem } from '@member/shared-contracts/account';
import type { SqlExecutor } from '../database/sql-database';

/** Provider networks with the given id (zero or one item). */
export async function findProviderNetworks(db: SqlExecutor, id: number): Promise<(ProviderNetworkItem & { id: number })[]> {
  const rows = await db.query<{ id: number; is_hcsc_network: boolean }>('SELECT id, is_hcsc_network FROM provider_networks WHERE id = $1', [id]);
  return rows.map((row) => ({ id: row.id, isHcscNetwork: row.is_hcsc_network }));
}
