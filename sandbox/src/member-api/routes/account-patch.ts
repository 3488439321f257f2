import type { FastifyInstance } from 'fastify';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { accountPatchSchema, type AccountPatchBody } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { ApiError, conflict, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import { isUniqueViolation } from '../database/sql-driver';
import type { MemberApiContext } from '../member-api-context';
import type { AccountRow } from '../repositories/account-row';
import { applyAccountPatch, isEmailTakenByAnotherAccount, isOrganizationOfClient, setPendingEmail } from '../repositories/account-updates';
import { findAccountResponse, findAccountRow } from '../repositories/accounts';
import { accountNotFound, type AccountParams } from './account-read';

export const EMAIL_IN_USE = 'An account with this email already exists';
/** A member who set their own password cannot turn the flag off again (it would reopen reset-password). */
export const USER_SET_PASSWORD_IS_FINAL = 'hasUserSetPassword cannot be turned off once the member has set a password';

/**
 * How a new email is taken:
 * - `first`: the account has no email yet — only a base account (access §2.6), at its base-to-buy-up
 *   completion, whose password the member has just set (which the pool already recorded: decision 031).
 *   Written at once and verified, so the member signs in with it and the new password right after
 *   (decision 013: there is no earlier address a stolen token could divert, and the journey is one form).
 * - `pending`: every other change. The account and the identity keep the old email; the new one waits in
 *   `pending_email` with a code sent to it, until `POST /account/{id}/email-change/confirm`.
 */
function emailChangeKind(row: AccountRow, email: string): 'none' | 'first' | 'pending' {
  if (row.email !== null && row.email.toLowerCase() === email.toLowerCase()) return 'none';
  if (row.email === null || row.email.trim() === '') return 'first';
  return 'pending';
}

/** The identity attributes that mirror the changed account fields (the member platform keeps Cognito in step). */
function identityAttributesOf(patch: AccountPatchBody, emailNow: boolean): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (patch.email !== undefined && emailNow) Object.assign(attributes, { [CLAIM_KEYS.email]: patch.email.toLowerCase(), email_verified: 'true' });
  if (patch.phoneNumber !== undefined) Object.assign(attributes, { [CLAIM_KEYS.phoneNumber]: `+1${patch.phoneNumber}`, phone_number_verified: 'false' });
  if (patch.clientOrgId !== undefined) attributes[CLAIM_KEYS.clientOrgId] = String(patch.clientOrgId);
  return attributes;
}

export async function assertEmailFree(context: MemberApiContext, row: AccountRow, email: string): Promise<void> {
  const takenInPool = context.identity?.findUsername?.(email);
  if ((await isEmailTakenByAnotherAccount(context.db, email, row.account_id)) || (takenInPool && takenInPool !== row.cognito_username)) {
    throw conflict(EMAIL_IN_USE);
  }
}

/**
 * `PATCH /account/{accountId}`: changed fields among clientOrgId, email, phoneNumber, hasUserSetPassword
 * (shared-contracts accountPatchSchema). 422 invalid (and hasUserSetPassword true → false), 404 unknown
 * account, 409 email of another account. A new email is taken as emailChangeKind says. Answers the
 * updated account (with `pendingEmail` while a change waits for its code).
 */
export function registerAccountPatch(app: FastifyInstance, context: MemberApiContext): void {
  app.patch<AccountParams>(routePattern(apiPaths.accountPatch, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = accountPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const { email, ...rest } = parsed.data;
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);

    if (rest.hasUserSetPassword === false && row.has_user_set_password) throw new ApiError(422, USER_SET_PASSWORD_IS_FINAL);
    const emailKind = email === undefined ? 'none' : emailChangeKind(row, email);
    if (email !== undefined && emailKind !== 'none') await assertEmailFree(context, row, email);
    if (rest.clientOrgId !== undefined && !(await isOrganizationOfClient(context.db, rest.clientOrgId, row.client_id))) {
      throw new ApiError(422, VALIDATION_MESSAGES.clientOrgIdInvalid);
    }
    const patch: AccountPatchBody = emailKind === 'first' ? { ...rest, email } : rest;
    try {
      await applyAccountPatch(context.db, accountId, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
      throw error;
    }
    if (email !== undefined && emailKind === 'pending') {
      await setPendingEmail(context.db, accountId, email);
      if (row.cognito_username) context.identity?.sendEmailChangeCode?.(row.cognito_username, email.toLowerCase());
    } else if (emailKind === 'none' && email !== undefined && row.pending_email !== null) {
      // The member typed their current email again: the waiting change is dropped.
      await setPendingEmail(context.db, accountId, null);
    }

    const attributes = identityAttributesOf(patch, emailKind === 'first');
    if (context.identity && row.cognito_username && Object.keys(attributes).length > 0) {
      try {
        context.identity.adminUpdateUserAttributes(row.cognito_username, attributes);
      } catch {
        context.logLine('[member-api] identity attributes not updated: no identity user for the account');
      }
    }
    return findAccountResponse(context.db, accountId);
  });
}
