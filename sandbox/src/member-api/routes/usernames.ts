import type { FastifyInstance } from 'fastify';
import { usernamesQuerySchema } from '@member/shared-contracts/sign-in';
import { type UsernamesResponse } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { ApiError, conflict, unprocessable } from '../api-error';
import { assertOwnClient, callerOf } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findUsernames } from '../repositories/usernames';

/** Lookups allowed per minute from one address (decision: 20). */
export const USERNAME_LOOKUPS_PER_MINUTE = 20;

export const CLIENT_LOOKUP_NEEDS_TOKEN = "Lookups by client id need a signed-in member's token";

/**
 * `GET /usernames?email=` or `?clientId=`: `{ items: [{ username }] }`. 422 invalid query, 409 more than one
 * username, 429 after USERNAME_LOOKUPS_PER_MINUTE lookups a minute from one address (with Retry-After).
 *
 * What it discloses (access §4, §7, §8):
 * - `email` (no auth): whether an account uses the email — the sign-up's duplicate check and recover-email
 *   need exactly that. The item's username is the queried email itself, never the identity's username (a
 *   federated user's `google_…` id is not handed out).
 * - `clientId`: the app never uses it, and without sign-in it would list a client's members (the email of
 *   a client's only account). So it needs a member's token of that client (401 without, 403 for another
 *   client) and answers only the caller's own account — never anyone else's.
 */
export function registerUsernames(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Querystring: Record<string, string> }>(apiPaths.usernames(), async (request) => {
    const quota = context.usernameLookups.take(request.ip);
    if (!quota.allowed) throw new ApiError(429, 'Too many username lookups', { 'retry-after': String(quota.retryAfterSeconds) });
    const parsed = usernamesQuerySchema.safeParse(request.query);
    if (!parsed.success) throw unprocessable(parsed.error);

    if ('clientId' in parsed.data) {
      if (!request.headers.authorization) throw new ApiError(401, CLIENT_LOOKUP_NEEDS_TOKEN);
      await context.authenticate(request);
      assertOwnClient(request, parsed.data.clientId);
      // The access token names its user as `username` (Cognito's access-token claim; `cognito:username` is the id token's).
      const own = callerOf(request).claims.username;
      const answer: UsernamesResponse = { items: typeof own === 'string' && own !== '' ? [{ username: own }] : [] };
      return answer;
    }

    const { email } = parsed.data;
    const fromAccounts = await findUsernames(context.db, parsed.data);
    const fromPool = context.identity?.findUsername?.(email);
    const usernames = new Set([...fromAccounts, ...(fromPool ? [fromPool] : [])]);
    if (usernames.size > 1) throw conflict('More than one account matches');
    const answer: UsernamesResponse = { items: usernames.size === 1 ? [{ username: email.toLowerCase() }] : [] };
    return answer;
  });
}
