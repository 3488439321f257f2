import type { FastifyInstance } from 'fastify';
import { MEMBER_ACCUMULATIONS_PAGE_LIMIT, type MemberAccumulationsResponseServer } from '@member/shared-contracts/accumulator';
import { apiPaths } from '@member/shared-contracts/member-api';
import { z } from '../../zod';
import { badRequest } from '../api-error';
import type { MemberApiContext } from '../member-api-context';
import { findMemberAccumulations } from './accumulations-repository';
import { benefitsAccount } from './benefits-account';

/** Decision: a page holds at most 10 plan years (the app asks for 2). */
const MEMBER_ACCUMULATIONS_MAX_LIMIT = 10;

const integerText = (min: number, max: number, message: string) =>
  z.pipe(z.string().check(z.regex(/^\d{1,6}$/, message)), z.pipe(z.transform(Number), z.number().check(z.int(), z.gte(min, message), z.lte(max, message))));

const accumulationsQuery = z.strictObject({
  account_id: z.string({ error: 'account_id is required' }).check(z.minLength(1, 'account_id is required')),
  include_all: z.optional(z.enum(['true', 'false'], 'include_all must be true or false')),
  offset: z.optional(integerText(0, 100_000, 'offset must be a whole number from 0')),
  limit: z.optional(integerText(1, MEMBER_ACCUMULATIONS_MAX_LIMIT, `limit must be a whole number from 1 to ${MEMBER_ACCUMULATIONS_MAX_LIMIT}`)),
});

/**
 * `GET /member-accumulations?account_id&include_all&offset&limit` (features §7): `{ items, offset, total }`,
 * most recent plan year first. Another account 403; an account without the incentive feature 403; a
 * missing account_id, an unknown key or a bad value 400 with a message.
 */
export function registerMemberAccumulations(app: FastifyInstance, context: MemberApiContext): void {
  app.get(apiPaths.memberAccumulations(), { onRequest: context.authenticate }, async (request): Promise<MemberAccumulationsResponseServer> => {
    const query = accumulationsQuery.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    const account = await benefitsAccount(context, request, query.data.account_id);
    const offset = query.data.offset ?? 0;
    const page = await findMemberAccumulations(context.db, {
      accountId: account.account_id,
      includeAll: query.data.include_all === 'true',
      offset,
      limit: query.data.limit ?? MEMBER_ACCUMULATIONS_PAGE_LIMIT,
      today: new Date(),
    });
    return { items: page.items, offset, total: page.total };
  });
}
