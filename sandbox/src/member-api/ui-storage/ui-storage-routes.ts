import type { FastifyInstance } from 'fastify';
import { uiStoragePatchSchema } from '@member/shared-contracts/onboarding';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { badRequest } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import { accountNotFound } from '../routes/account-read';
import { findUiStorage, patchUiStorage } from './ui-storage-repository';

type StorageRoute = { Params: { accountId: string } };

/**
 * Member-features §7, own account only (another account's: 403, before anything is read):
 *   GET   /storage/{accountId}  the UI storage object (`{}` when empty)
 *   PATCH /storage/{accountId}  { hasUserViewedOnboardingModal?, hasCompletedConsolidatedBadgeEducation? } →
 *         the whole storage; anything else (other keys, non-booleans, no field, not an object) is 400 with a message.
 * An unknown account is 404.
 */
export function registerUiStorage(app: FastifyInstance, context: MemberApiContext): void {
  app.get<StorageRoute>(routePattern(apiPaths.storage, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    if (!(await findAccountRow(context.db, accountId))) throw accountNotFound(accountId);
    return findUiStorage(context.db, accountId);
  });

  app.patch<StorageRoute>(routePattern(apiPaths.storage, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = uiStoragePatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    if (!(await findAccountRow(context.db, accountId))) throw accountNotFound(accountId);
    return patchUiStorage(context.db, accountId, parsed.data);
  });
}
