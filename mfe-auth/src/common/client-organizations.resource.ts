import { CLIENT_ORGANIZATION_LIMITS, CLIENT_ORGANIZATION_ORDER_BY, clientOrganizationError, type ClientOrganizationError } from '@member/shared-contracts/sign-up';
import { apiPaths } from '@member/shared-contracts/member-api';
import { isHttpError, type HttpClient } from '@member/shared-contracts/http';
import { type ClientOrganization, type ItemsResponse } from '@member/shared-contracts/account';

/** By name (limit 5) or by client id (limit 20). */
export type ClientOrganizationsBy = { name: string } | { clientId: string | number };

/** Signed out (sign-up) the call goes without auth; signed in (base-to-buy-up) with it. */
export interface ClientOrganizationsOptions {
  excludeAuth: boolean;
}

/**
 * `GET /client-organizations` (access §7) by name (limit 5) or client_id (limit 20), ordered by relevance.
 * Throws the HTTP error; `classifyClientOrganizationsError` says what it means.
 */
export async function fetchClientOrganizations(http: HttpClient, by: ClientOrganizationsBy, { excludeAuth }: ClientOrganizationsOptions): Promise<ClientOrganization[]> {
  const query =
    'name' in by
      ? { name: by.name.trim(), limit: String(CLIENT_ORGANIZATION_LIMITS.name), order_by: CLIENT_ORGANIZATION_ORDER_BY }
      : { client_id: String(by.clientId), limit: String(CLIENT_ORGANIZATION_LIMITS.client_id), order_by: CLIENT_ORGANIZATION_ORDER_BY };
  const answer = await http.get<ItemsResponse<ClientOrganization>>(apiPaths.clientOrganizations(), { query, ...(excludeAuth ? { excludeAuth: true } : {}) });
  return answer.items;
}

/** Access §8: countryRestriction when the answer's header says so, else unknownError. */
export function classifyClientOrganizationsError(error: unknown): ClientOrganizationError {
  return clientOrganizationError(isHttpError(error) ? error.headers : undefined);
}

export type ClientOrganizationLookup = { kind: 'found'; items: ClientOrganization[] } | { kind: 'failed'; error: ClientOrganizationError };

/** The lookup as an outcome (never throws). */
export async function lookUpClientOrganizations(http: HttpClient, by: ClientOrganizationsBy, options: ClientOrganizationsOptions): Promise<ClientOrganizationLookup> {
  try {
    return { kind: 'found', items: await fetchClientOrganizations(http, by, options) };
  } catch (error) {
    return { kind: 'failed', error: classifyClientOrganizationsError(error) };
  }
}
