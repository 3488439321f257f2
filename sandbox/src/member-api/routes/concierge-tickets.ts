import type { FastifyInstance } from 'fastify';
import type { ConciergeTicketsResponse } from '@member/shared-contracts/messaging';
import { apiPaths } from '@member/shared-contracts/member-api';
import { ApiError } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findConciergeTickets } from '../repositories/concierge-tickets';

/**
 * `GET /concierge-tickets?account_id=` (features §7): `{ items }` of the account's tickets. 422 without
 * `account_id`; 403 for another member's account, like every account route.
 */
export function registerConciergeTickets(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Querystring: { account_id?: string } }>(apiPaths.conciergeTickets(), { onRequest: context.authenticate }, async (request) => {
    const accountId = request.query.account_id;
    if (typeof accountId !== 'string' || accountId === '') throw new ApiError(422, 'account_id is required');
    assertOwnAccount(request, accountId);
    const answer: ConciergeTicketsResponse = { items: await findConciergeTickets(context.db, accountId) };
    return answer;
  });
}
