import type { FastifyInstance } from 'fastify';
import type { MemberDatabase } from '../database/member-database';
import { advanceClaim } from './claim-progression';

/**
 * TEST-ONLY (test control, sandbox mode): `POST /claims/:claimId/advance` moves one claim to its next
 * status at once (submitted → inReview → approved → paid), instead of waiting for demo mode's clock.
 * Answers `{ claimId, status }`, 404 for an unknown claim, 409 when the claim has no next status.
 */
export function registerClaimsTestControl(app: FastifyInstance, database: MemberDatabase): void {
  app.post<{ Params: { claimId: string } }>('/claims/:claimId/advance', async (request, reply) => {
    const [exists] = await database.query<{ id: string }>('SELECT id FROM claims WHERE id = $1', [request.params.claimId]);
    if (!exists) return reply.status(404).send({ message: 'No such claim' });
    const status = await database.transaction((tx) => advanceClaim(tx, request.params.claimId, new Date()));
    if (!status) return reply.status(409).send({ message: 'The claim has no next status' });
    return { claimId: request.params.claimId, status };
  });
}
