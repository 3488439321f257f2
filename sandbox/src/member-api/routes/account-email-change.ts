import type { FastifyInstance } from 'fastify';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { mfaCodeFormSchema } from '@member/shared-contracts/sign-in';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { ApiError, conflict, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import { isUniqueViolation } from '../database/sql-driver';
import type { MemberApiContext } from '../member-api-context';
import { confirmPendingEmail } from '../repositories/account-updates';
import { findAccountResponse, findAccountRow } from '../repositories/accounts';
import { EMAIL_IN_USE, assertEmailFree } from './account-patch';
import { accountNotFound, type AccountParams } from './account-read';

export const EMAIL_CHANGE_MESSAGES = {
  nothingPending: 'No email change is waiting for a code',
  wrongCode: 'The code is not correct',
  expiredCode: 'The code has expired: ask for a new one',
  tooManyTries: 'Too many wrong codes: try again later',
  tooManyResends: 'Too many codes sent: try again later',
} as const;

/**
 * The confirmation half of an email change (PATCH starts it, see account-patch.ts):
 *   POST /account/{id}/email-change/confirm `{ code }` — the pending email becomes the account's and the
 *     identity user's (verified) email; answers the account. 422 bad shape / wrong or expired code,
 *     409 nothing pending or the email taken meanwhile, 429 after EMAIL_CHANGE_MAX_FAILED_ATTEMPTS wrong codes.
 *   POST /account/{id}/email-change/code — sends the code again; 204. 409 nothing pending, 429 after
 *     EMAIL_CHANGE_MAX_RESENDS sends in the window.
 */
export function registerAccountEmailChange(app: FastifyInstance, context: MemberApiContext): void {
  app.post<AccountParams>(routePattern(apiPaths.emailChangeConfirm, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = mfaCodeFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    if (!row.pending_email || !row.cognito_username || !context.identity?.checkEmailChangeCode) throw conflict(EMAIL_CHANGE_MESSAGES.nothingPending);
    const retryAfter = context.emailCodeAttempts.blockedFor(accountId);
    if (retryAfter > 0) throw new ApiError(429, EMAIL_CHANGE_MESSAGES.tooManyTries, { 'retry-after': String(retryAfter) });

    const check = context.identity.checkEmailChangeCode(row.cognito_username, parsed.data.code);
    if (check !== 'match') {
      context.emailCodeAttempts.fail(accountId);
      throw new ApiError(422, check === 'expired' ? EMAIL_CHANGE_MESSAGES.expiredCode : EMAIL_CHANGE_MESSAGES.wrongCode);
    }
    context.emailCodeAttempts.succeed(accountId);
    await assertEmailFree(context, row, row.pending_email);
    try {
      await confirmPendingEmail(context.db, accountId, row.pending_email);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
      throw error;
    }
    try {
      context.identity.adminUpdateUserAttributes(row.cognito_username, { [CLAIM_KEYS.email]: row.pending_email, email_verified: 'true' });
    } catch {
      context.logLine('[member-api] identity attributes not updated: no identity user for the account');
    }
    return findAccountResponse(context.db, accountId);
  });

  app.post<AccountParams>(routePattern(apiPaths.emailChangeResend, 'accountId'), { onRequest: context.authenticate }, async (request, reply) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    if (!row.pending_email || !row.cognito_username) throw conflict(EMAIL_CHANGE_MESSAGES.nothingPending);
    const quota = context.emailCodeResends.take(accountId);
    if (!quota.allowed) throw new ApiError(429, EMAIL_CHANGE_MESSAGES.tooManyResends, { 'retry-after': String(quota.retryAfterSeconds) });
    context.identity?.sendEmailChangeCode?.(row.cognito_username, row.pending_email);
    return reply.status(204).send();
  });
}
