import type { FastifyInstance } from 'fastify';
import { planIdParamsSchema, plansQuerySchema, type Client, type ItemsResponse, type Plan, type ProviderNetworkItem } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { z } from '../../zod';
import { badRequest, forbidden, notFound, unprocessable } from '../api-error';
import { assertOwnClient, callerOf } from '../auth/authenticate';
import { findAccountRow } from '../repositories/accounts';
import type { MemberApiContext } from '../member-api-context';
import { findClientRow, toClient } from '../repositories/clients';
import { findPlan, findPlans } from '../repositories/plans';
import { findProviderNetworks } from '../repositories/provider-networks';

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
/** Bad input is 400 with a message, as every other member API route answers. */
const NETWORK_ID_MESSAGE = 'id must be a positive whole number (the account\'s network id)';
const providerNetworksQuery = z.strictObject({
  id: z.pipe(z.string(NETWORK_ID_MESSAGE).check(z.regex(/^\d{1,9}$/, NETWORK_ID_MESSAGE)), z.pipe(z.transform(Number), z.number().check(z.positive(NETWORK_ID_MESSAGE)))),
});

/**
 * `GET /clients/{id}`, `GET /plans/{id}`, `GET /plans?client_id=&id=`, `GET /provider-networks?id=`: a valid
 * token is required; a client other than the caller's own (token `custom:client_id`), or a token without a
 * client, is refused with 403; a network other than the caller's account's `networkId` likewise.
 */
export function registerClientsAndPlans(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Params: { id: string } }>(routePattern(apiPaths.client, 'id'), { onRequest: context.authenticate }, async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw unprocessable(params.error);
    const row = await findClientRow(context.db, params.data.id);
    if (!row) throw notFound(`Client ${params.data.id} not found`);
    assertOwnClient(request, row.id);
    const answer: Client = toClient(row);
    return answer;
  });

  app.get<{ Params: { id: string } }>(routePattern(apiPaths.plan, 'id'), { onRequest: context.authenticate }, async (request) => {
    const params = planIdParamsSchema.safeParse(request.params);
    if (!params.success) throw badRequest(params.error);
    const plan = await findPlan(context.db, params.data.id);
    if (!plan) throw notFound(`Plan ${params.data.id} not found`);
    assertOwnClient(request, plan.client_id);
    return plan;
  });

  app.get<{ Querystring: Record<string, string | string[]> }>(apiPaths.plans(), { onRequest: context.authenticate }, async (request) => {
    const query = plansQuerySchema.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    assertOwnClient(request, query.data.client_id);
    const answer: ItemsResponse<Plan> = { items: await findPlans(context.db, query.data.client_id, query.data.id) };
    return answer;
  });

  app.get<{ Querystring: Record<string, string> }>(apiPaths.providerNetworks(), { onRequest: context.authenticate }, async (request) => {
    const query = providerNetworksQuery.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    // features §7 "query id set to the account's network id": only the caller's own account's network.
    const accountId = callerOf(request).accountId;
    const row = accountId ? await findAccountRow(context.db, accountId) : undefined;
    if (!row) throw forbidden('The token carries no account');
    if (row.network_id !== query.data.id) throw forbidden("The network is not the account's");
    const answer: ItemsResponse<ProviderNetworkItem> = { items: await findProviderNetworks(context.db, query.data.id) };
    return answer;
  });
}
