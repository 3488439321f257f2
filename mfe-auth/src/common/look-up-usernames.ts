import { apiPaths } from '@member/shared-contracts/member-api';
import { type HttpClient } from '@member/shared-contracts/http';
import { type UsernamesResponse } from '@member/shared-contracts/account';

/** The answer of a usernames lookup, or what failed (its status decides the reason, access §8). */
export type UsernamesLookupResult = { response: UsernamesResponse } | { error: unknown };

/**
 * `GET /usernames?email=` without auth (access §7): the sign-up's existing-email check and the
 * recover-email screen ask the same question. Never throws; never logs the email.
 */
export function lookUpUsernames(http: HttpClient, email: string): Promise<UsernamesLookupResult> {
  return http
    .get<UsernamesResponse>(apiPaths.usernames(), { query: { email }, excludeAuth: true })
    .then((response) => ({ response }), (error: unknown) => ({ error }));
}
