import type { FastifyInstance } from 'fastify';
import { z } from '../../zod';
import { ApiError, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { setAccountStatus } from '../repositories/account-updates';
import { findAccountResponse, findAccountRow } from '../repositories/accounts';
import { recordEligibilitySubmission } from '../repositories/eligibility';
import { accountNotFound, type AccountParams } from './account-read';

/** shared-contracts EligibilityPayload: "the remaining params", flat scalars. */
const eligibilityPayloadSchema = z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]));

export const ELIGIBILITY_NOT_VERIFIED = 'Eligibility could not be verified';

/**
 * `PUT /account/{accountId}/eligibility`: records the submission. For an account in status `created`, it is
 * the verification step (decision, spec silent): when the body's `dateOfBirth` / `identificationCode` (if
 * given) match the enrollment data the account becomes `verified`, else 422. Answers the account.
 */
export function registerAccountEligibility(app: FastifyInstance, context: MemberApiContext): void {
  app.put<AccountParams>('/account/:accountId/eligibility', { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = eligibilityPayloadSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    await recordEligibilitySubmission(context.db, accountId, parsed.data);

    if (row.status === 'created') {
      const { dateOfBirth, identificationCode } = parsed.data;
      const mismatch =
        (dateOfBirth !== undefined && String(dateOfBirth) !== row.date_of_birth) ||
        (identificationCode !== undefined && String(identificationCode) !== row.identification_code);
      if (mismatch) throw new ApiError(422, ELIGIBILITY_NOT_VERIFIED);
      await setAccountStatus(context.db, accountId, 'verified');
    }
    return findAccountResponse(context.db, accountId);
  });
}
