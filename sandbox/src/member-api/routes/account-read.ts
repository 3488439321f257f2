import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { notFound } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountResponse } from '../repositories/accounts';

export type AccountParams = { Params: { accountId: string } };

export const accountNotFound = (accountId: string) => notFound(`Account ${accountId} not found`);

/** `GET /accounts/{accountId}`: the account (AccountResponse); 404 with a message when unknown. */
export function registerAccountRead(app: FastifyInstance, context: MemberApiContext): void {
  app.get<AccountParams>(routePattern(apiPaths.accounts, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const account = await findAccountResponse(context.db, accountId);
    if (!account) throw accountNotFound(accountId);
    return account;
  });
}
