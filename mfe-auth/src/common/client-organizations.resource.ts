import { buildClientOrganizationQuery, clientOrganizationError, type ClientOrganizationError, type EmployerLookup } from '@member/shared-contracts/sign-up';
import { apiPaths } from '@member/shared-contracts/member-api';
import { isHttpError, type HttpClient } from '@member/shared-contracts/http';
import { type ClientOrganization, type ItemsResponse } from '@member/shared-contracts/account';

/** Signed out (sign-up) the call goes without auth; signed in (base-to-buy-up) with it. */
export interface ClientOrganizationsOptions {
  excludeAuth: boolean;
}

/** The query as strings, with the spec's limit for the lookup and order_by relevance. */
function queryOf(lookup: Exclude<EmployerLookup, { id: number }>): Record<string, string> {
  const [[by, value]] = Object.entries(lookup) as [['name' | 'ein' | 'client_id', string | number]];
  const query = buildClientOrganizationQuery(by, (by === 'name' ? String(value).trim() : value) as never);
  return Object.fromEntries(Object.entries(query).map(([key, part]) => [key, String(part)]));
}

/**
 * Access §7: one organisation by id (`GET /client-organizations/{id}`), or `GET /client-organizations` by
 * name (limit 5), ein (20) or client_id (20), ordered by relevance. Throws the HTTP error;
 * `classifyClientOrganizationsError` says what it means.
 */
export async function fetchClientOrganizations(http: HttpClient, lookup: EmployerLookup, { excludeAuth }: ClientOrganizationsOptions): Promise<ClientOrganization[]> {
  const auth = excludeAuth ? { excludeAuth: true } : {};
  if ('id' in lookup) return [await http.get<ClientOrganization>(apiPaths.clientOrganization(lookup.id), auth)];
  const answer = await http.get<ItemsResponse<ClientOrganization>>(apiPaths.clientOrganizations(), { query: queryOf(lookup), ...auth });
  return answer.items;
}

/** Access §8: countryRestriction when the answer's header says so, else unknownError. */
export function classifyClientOrganizationsError(error: unknown): ClientOrganizationError {
  return clientOrganizationError(isHttpError(error) ? error.headers : undefined);
}

export type ClientOrganizationLookup = { kind: 'found'; items: ClientOrganization[] } | { kind: 'failed'; error: ClientOrganizationError };

/** The lookup as an outcome (never throws). */
export async function lookUpClientOrganizations(http: HttpClient, lookup: EmployerLookup, options: ClientOrganizationsOptions): Promise<ClientOrganizationLookup> {
  try {
    return { kind: 'found', items: await fetchClientOrganizations(http, lookup, options) };
  } catch (error) {
    return { kind: 'failed', error: classifyClientOrganizationsError(error) };
  }
}
