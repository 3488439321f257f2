import type { FastifyInstance } from 'fastify';
import { planAllowsAccountManagement, type ResetPasswordResponse } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { conflict, forbidden } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import { generatePassword } from '../generate-password';
import type { MemberApiContext } from '../member-api-context';
import type { AccountRow } from '../repositories/account-row';
import { findAccountRow } from '../repositories/accounts';
import { accountNotFound, type AccountParams } from './account-read';

export const RESET_PASSWORD_REFUSALS = {
  userSetPassword: 'The member set their own password: change it with the current one or recover it by email',
  noAccountManagement: "The account's plan does not allow account management",
} as const;

/**
 * Who the call is for (access §7 "used for base-to-buy-up"; docs/session-and-identity.md uses the
 * same step on /security/set-password): an account whose member has never set a password of their own
 * (`has_user_set_password` false: base accounts, Google/Apple sign-ups) on a plan that allows account
 * management (both screens are ACCOUNT_MANAGEMENT routes). Every other account is refused with 403, so a
 * stolen id token cannot turn into a working password for a member who chose their own.
 */
function refusalOf(row: AccountRow): string | undefined {
  if (row.has_user_set_password) return RESET_PASSWORD_REFUSALS.userSetPassword;
  if (!planAllowsAccountManagement({ allow_account_management: row.plan_allow_account_management ?? undefined })) return RESET_PASSWORD_REFUSALS.noAccountManagement;
  return undefined;
}

/**
 * `PUT /account/{accountId}/reset-password` (base-to-buy-up, and set-password without a current one):
 * generates a password, sets it on the identity user (permanent, so the app can change it right away) and
 * answers `{ generatedPassword, cognitoUsername }`. 403 for an account it is not for (refusalOf), 404
 * unknown account, 409 no username.
 */
export function registerAccountResetPassword(app: FastifyInstance, context: MemberApiContext): void {
  app.put<AccountParams>(routePattern(apiPaths.resetPassword, 'accountId'), { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    const refusal = refusalOf(row);
    if (refusal) throw forbidden(refusal);
    if (!row.cognito_username) throw conflict('The account has no username');
    const generatedPassword = generatePassword();
    context.identity?.adminSetPassword(row.cognito_username, generatedPassword, { temporary: false });
    const answer: ResetPasswordResponse = { generatedPassword, cognitoUsername: row.cognito_username };
    return answer;
  });
}
