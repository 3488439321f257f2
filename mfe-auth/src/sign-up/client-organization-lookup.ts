import {
  CLIENT_ORGANIZATION_LIMITS,
  CLIENT_ORGANIZATION_ORDER_BY,
  apiPaths,
  clientOrganizationError,
  isHttpError,
  type ClientOrganization,
  type ClientOrganizationError,
  type HttpClient,
  type ItemsResponse,
} from '@member/shared-contracts';

export type ClientOrganizationLookup = { kind: 'found'; items: ClientOrganization[] } | { kind: 'failed'; error: ClientOrganizationError };

/**
 * `GET /client-organizations` (no auth: nobody is signed in yet) by name (limit 5) or client id (limit
 * 20), ordered by relevance (access §7). A failure is countryRestriction when the answer's header says
 * so, else unknownError (access §8).
 */
export async function lookUpClientOrganizations(http: HttpClient, by: { name: string } | { clientId: string }): Promise<ClientOrganizationLookup> {
  const query =
    'name' in by
      ? { name: by.name.trim(), limit: String(CLIENT_ORGANIZATION_LIMITS.name), order_by: CLIENT_ORGANIZATION_ORDER_BY }
      : { client_id: by.clientId, limit: String(CLIENT_ORGANIZATION_LIMITS.client_id), order_by: CLIENT_ORGANIZATION_ORDER_BY };
  try {
    const answer = await http.get<ItemsResponse<ClientOrganization>>(apiPaths.clientOrganizations(), { query, excludeAuth: true });
    return { kind: 'found', items: answer.items };
  } catch (error) {
    return { kind: 'failed', error: clientOrganizationError(isHttpError(error) ? error.headers : undefined) };
  }
}

/** "Several narrow the employer search": the client's organisations whose name contains what is typed. */
export function narrowOrganizations(organizations: readonly ClientOrganization[], typed: string): ClientOrganization[] {
  const needle = typed.trim().toLowerCase();
  return needle ? organizations.filter((organization) => organization.name.toLowerCase().includes(needle)) : [...organizations];
}
