import type { FastifyInstance } from 'fastify';
import { ONBOARDING_NOT_VIEWED_STORAGE } from '@member/shared-contracts/onboarding';
import type { MemberDatabase } from '../database/member-database';
import { findAccountRow } from '../repositories/accounts';
import { replaceUiStorage } from './ui-storage-repository';

/**
 * TEST-ONLY (test control, sandbox mode):
 *   POST   /storage/:accountId/reset-onboarding  the member's UI storage becomes "not viewed"
 *          (ONBOARDING_NOT_VIEWED_STORAGE: both fields false) so the onboarding modal shows again, the
 *          top-provider education included. Not `{}`: member-features §3 makes an empty storage count as viewed.
 *   DELETE /storage/:accountId                    empties it (`{}`, as a new member's)
 * 404 for an unknown account.
 */
export function registerUiStorageTestControl(app: FastifyInstance, database: MemberDatabase): void {
  app.post<{ Params: { accountId: string } }>('/storage/:accountId/reset-onboarding', async (request, reply) => {
    if (!(await findAccountRow(database, request.params.accountId))) return reply.status(404).send({ message: 'Unknown account' });
    return replaceUiStorage(database, request.params.accountId, ONBOARDING_NOT_VIEWED_STORAGE);
  });

  app.delete<{ Params: { accountId: string } }>('/storage/:accountId', async (request, reply) => {
    if (!(await findAccountRow(database, request.params.accountId))) return reply.status(404).send({ message: 'Unknown account' });
    await replaceUiStorage(database, request.params.accountId, {});
    return reply.status(204).send();
  });
}
