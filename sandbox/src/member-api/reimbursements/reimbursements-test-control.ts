import type { FastifyInstance } from 'fastify';
import { BANK_ACCOUNT_STATUSES } from '@member/shared-contracts/reimbursements';
import type { MemberDatabase } from '../database/member-database';
import { listBankAccountLinks, setLinkStatus } from './reimbursements-repository';

/**
 * TEST-ONLY (test control, sandbox mode): `PUT /bank-account-links/:accountId/status { status }` sets the
 * status of the account's link (its first item) — e.g. a link that later breaks (ERROR_REQUIRES_UPDATE).
 * 404 when the account has no link, 422 for an unknown status.
 */
export function registerReimbursementsTestControl(app: FastifyInstance, database: MemberDatabase): void {
  app.put<{ Params: { accountId: string }; Body: { status?: unknown } }>('/bank-account-links/:accountId/status', async (request, reply) => {
    const status = request.body?.status;
    if (typeof status !== 'string' || !(BANK_ACCOUNT_STATUSES as readonly string[]).includes(status)) return reply.status(422).send({ message: `status must be one of ${BANK_ACCOUNT_STATUSES.join(', ')}` });
    const [link] = await listBankAccountLinks(database, request.params.accountId);
    if (!link) return reply.status(404).send({ message: 'The account has no bank account link' });
    await setLinkStatus(database, link.id, status);
    return { linkId: link.id, status };
  });
}
