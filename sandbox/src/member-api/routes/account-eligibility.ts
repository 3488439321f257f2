import type { FastifyInstance } from 'fastify';
import { eligibilityVerificationSchema } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
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

const ELIGIBILITY_NOT_VERIFIED = 'Eligibility could not be verified';
export const ELIGIBILITY_TOO_MANY_TRIES = 'Too many verification attempts: try again later';

/**
 * `PUT /account/{accountId}/eligibility`: records the submission. For an account in status `created`, it is
 * the verification step (decision, spec silent): the body must carry `dateOfBirth` (yyyy-MM-dd)
 * and `identificationCode` (4 digits) — shared-contracts eligibilityVerificationSchema, else 422 — and both
 * must match the enrollment record, else 422 ELIGIBILITY_NOT_VERIFIED and a failure counted. After
 * ELIGIBILITY_MAX_FAILED_ATTEMPTS failures within ELIGIBILITY_ATTEMPT_WINDOW_MS the account is answered
 * 429 (Retry-After) without comparing, until the window lets the oldest failure go; a match clears the
 * count and the account becomes `verified`. Answers the account.
 */
export function registerAccountEligibility(app: FastifyInstance, context: MemberApiContext): void {
  app.put<AccountParams>(routePattern(apiPaths.eligibility, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = eligibilityPayloadSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);

    if (row.status === 'created') {
      const retryAfter = context.eligibilityAttempts.blockedFor(accountId);
      if (retryAfter > 0) throw new ApiError(429, ELIGIBILITY_TOO_MANY_TRIES, { 'retry-after': String(retryAfter) });
      const details = eligibilityVerificationSchema.safeParse(parsed.data);
      if (!details.success) throw unprocessable(details.error);
      await recordEligibilitySubmission(context.db, accountId, parsed.data);
      const matches = details.data.dateOfBirth === row.date_of_birth && details.data.identificationCode === row.identification_code;
      if (!matches || row.date_of_birth === null || row.identification_code === null) {
        context.eligibilityAttempts.fail(accountId);
        throw new ApiError(422, ELIGIBILITY_NOT_VERIFIED);
      }
      context.eligibilityAttempts.succeed(accountId);
      await setAccountStatus(context.db, accountId, 'verified');
    } else {
      await recordEligibilitySubmission(context.db, accountId, parsed.data);
    }
    return findAccountResponse(context.db, accountId);
  });
}
