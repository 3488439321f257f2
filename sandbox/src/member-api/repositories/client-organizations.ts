import type { ClientOrganization } from '@member/shared-contracts/account';
import type { ClientOrganizationQuery } from '@member/shared-contracts/sign-up';
import type { SqlExecutor } from '../database/sql-database';
import { escapeLikePattern } from '../database/like-pattern';

export interface ClientOrganizationMatch extends ClientOrganization {
  countryRestricted: boolean;
}

interface OrganizationRow {
  id: number;
  name: string;
  country_restricted: boolean;
}

const toMatch = (row: OrganizationRow): ClientOrganizationMatch => ({ id: row.id, name: row.name, countryRestricted: row.country_restricted });

export async function findClientOrganization(db: SqlExecutor, id: number): Promise<ClientOrganizationMatch | undefined> {
  const [row] = await db.query<OrganizationRow>('SELECT id, name, country_restricted FROM client_organizations WHERE id = $1', [id]);
  return row && toMatch(row);
}

/**
 * Every match of one `GET /client-organizations` lookup, by relevance: for a name, an exact match first,
 * then names starting with it, then names with a word starting with it, then any other containing it;
 * ties and the other lookups by name. (The caller applies the limit after leaving out restricted ones.)
 */
export async function searchClientOrganizations(db: SqlExecutor, query: ClientOrganizationQuery): Promise<ClientOrganizationMatch[]> {
  const columns = 'SELECT id, name, country_restricted FROM client_organizations';
  let rows: OrganizationRow[];
  if ('name' in query) {
    const name = query.name.toLowerCase();
    rows = await db.query<OrganizationRow>(
      `${columns}
       WHERE lower(name) LIKE '%' || $1 || '%' ESCAPE '\\'
       ORDER BY CASE
         WHEN lower(name) = $2 THEN 0
         WHEN lower(name) LIKE $1 || '%' ESCAPE '\\' THEN 1
         WHEN lower(name) LIKE '% ' || $1 || '%' ESCAPE '\\' THEN 2
         ELSE 3 END, name, id`,
      [escapeLikePattern(name), name],
    );
  } else if ('id' in query) {
    rows = await db.query<OrganizationRow>(`${columns} WHERE id = $1`, [query.id]);
  } else if ('ein' in query) {
    rows = await db.query<OrganizationRow>(`${columns} WHERE ein = $1 ORDER BY name, id`, [query.ein]);
  } else {
    rows = await db.query<OrganizationRow>(`${columns} WHERE client_id = $1 ORDER BY name, id`, [query.client_id]);
  }
  return rows.map(toMatch);
}
