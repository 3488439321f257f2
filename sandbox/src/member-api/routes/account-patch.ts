import type { FastifyInstance } from 'fastify';
import { CLAIM_KEYS, VALIDATION_MESSAGES, accountPatchSchema, type AccountPatchBody } from '@member/shared-contracts';
import { ApiError, conflict, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import { isUniqueViolation } from '../database/sql-driver';
import type { MemberApiContext } from '../member-api-context';
import { applyAccountPatch, isEmailTakenByAnotherAccount, isOrganizationOfClient } from '../repositories/account-updates';
import { findAccountResponse, findAccountRow } from '../repositories/accounts';
import { accountNotFound, type AccountParams } from './account-read';

const EMAIL_IN_USE = 'An account with this email already exists';

/** The identity attributes that mirror the changed account fields (the member platform keeps Cognito in step). */
function identityAttributesOf(patch: AccountPatchBody): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (patch.email !== undefined) Object.assign(attributes, { [CLAIM_KEYS.email]: patch.email.toLowerCase(), email_verified: 'true' });
  if (patch.phoneNumber !== undefined) Object.assign(attributes, { [CLAIM_KEYS.phoneNumber]: `+1${patch.phoneNumber}`, phone_number_verified: 'false' });
  if (patch.clientOrgId !== undefined) attributes[CLAIM_KEYS.clientOrgId] = String(patch.clientOrgId);
  return attributes;
}

/**
 * `PATCH /account/{accountId}`: changed fields among clientOrgId, email, phoneNumber, hasUserSetPassword
 * (shared-contracts accountPatchSchema). 422 invalid, 404 unknown account, 409 email of another account.
 * Answers the updated account.
 */
export function registerAccountPatch(app: FastifyInstance, context: MemberApiContext): void {
  app.patch<AccountParams>('/account/:accountId', { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = accountPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const patch = parsed.data;
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);

    if (patch.email !== undefined) {
      const takenInPool = context.identity?.findUsername?.(patch.email);
      if ((await isEmailTakenByAnotherAccount(context.db, patch.email, accountId)) || (takenInPool && takenInPool !== row.cognito_username)) {
        throw conflict(EMAIL_IN_USE);
      }
    }
    if (patch.clientOrgId !== undefined && !(await isOrganizationOfClient(context.db, patch.clientOrgId, row.client_id))) {
      throw new ApiError(422, VALIDATION_MESSAGES.clientOrgIdInvalid);
    }
    try {
      await applyAccountPatch(context.db, accountId, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
      throw error;
    }

    const attributes = identityAttributesOf(patch);
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
