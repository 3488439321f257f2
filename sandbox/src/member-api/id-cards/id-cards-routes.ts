import type { FastifyInstance } from 'fastify';
import { idCardsPath, idCardsQuerySchema, type IdCardsResponseServer } from '@member/shared-contracts/id-card';
import { badRequest, notFound } from '../api-error';
import { benefitsAccount } from '../benefits/benefits-account';
import type { MemberApiContext } from '../member-api-context';
import { findIdCards } from './id-cards-repository';

/**
 * `GET /id-cards?account_id=` (beyond the spec, decision 066): `{ items }`, the plan ID cards the caller
 * may see — a primary member every covered person's, anyone else their own. Another account 403; a
 * missing or malformed account_id, or an unknown key, 400 with a message; an account without a plan card
 * (search only) 404.
 */
export function registerIdCards(app: FastifyInstance, context: MemberApiContext): void {
  app.get(idCardsPath(), { onRequest: context.authenticate }, async (request): Promise<IdCardsResponseServer> => {
    const query = idCardsQuerySchema.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    const account = await benefitsAccount(context, request, query.data.account_id, false);
    const items = await findIdCards(context.db, { accountId: account.account_id, isPrimary: account.relationship_code === 'Primary' });
    if (items.length === 0) throw notFound('This account has no plan ID card');
    return { items };
  });
}
