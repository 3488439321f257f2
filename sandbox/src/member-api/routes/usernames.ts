import type { FastifyInstance } from 'fastify';
import { usernamesQuerySchema, type UsernamesResponse } from '@member/shared-contracts';
import { ApiError, conflict, unprocessable } from '../api-error';
import type { MemberApiContext } from '../member-api-context';
import { findUsernames } from '../repositories/usernames';

/** Lookups allowed per minute from one address (decision: 20). */
export const USERNAME_LOOKUPS_PER_MINUTE = 20;

/**
 * `GET /usernames?email=` or `?clientId=` (no auth): `{ items: [{ username }] }` of the existing usernames.
 * 422 invalid query, 409 more than one username, 429 after USERNAME_LOOKUPS_PER_MINUTE lookups a minute
 * from one address (with Retry-After).
 */
export function registerUsernames(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Querystring: Record<string, string> }>('/usernames', async (request) => {
    const quota = context.usernameLookups.take(request.ip);
    if (!quota.allowed) throw new ApiError(429, 'Too many username lookups', { 'retry-after': String(quota.retryAfterSeconds) });
    const parsed = usernamesQuerySchema.safeParse(request.query);
    if (!parsed.success) throw unprocessable(parsed.error);
    const fromAccounts = await findUsernames(context.db, parsed.data);
    const fromPool = 'email' in parsed.data ? context.identity?.findUsername?.(parsed.data.email) : undefined;
    const usernames = [...new Set([...fromAccounts, ...(fromPool ? [fromPool] : [])])];
    if (usernames.length > 1) throw conflict('More than one account matches');
    const answer: UsernamesResponse = { items: usernames.map((username) => ({ username })) };
    return answer;
  });
}
