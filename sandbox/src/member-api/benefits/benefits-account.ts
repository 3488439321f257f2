import type { FastifyRequest } from 'fastify';
import { hasIncentiveFeature } from '@member/shared-contracts/features';
import { ApiError, forbidden, notFound } from '../api-error';
import { callerOf } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import type { AccountRow } from '../repositories/account-row';

export const invalid = (message: string) => new ApiError(400, message);

/**
 * The caller's own account (another account → 403) — and, when `incentive` is asked, one with the
 * incentive feature (features §6 INCENTIVE_FEATURE: HRA-type accounts; else 403).
 */
export async function benefitsAccount(context: MemberApiContext, request: FastifyRequest, accountId: unknown, incentive = true): Promise<AccountRow> {
  if (typeof accountId !== 'string' || accountId === '') throw invalid('account_id is required');
  if (callerOf(request).accountId !== accountId) throw forbidden('The token does not belong to this account');
  const account = await findAccountRow(context.db, accountId);
  if (!account) throw notFound(`Account ${accountId} not found`);
  if (incentive && !hasIncentiveFeature(new Set(account.product_features))) throw forbidden('This account has no incentive benefit');
  return account;
}
