import type { FastifyInstance } from 'fastify';
import type { ResetPasswordResponse } from '@member/shared-contracts';
import { conflict } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import { generatePassword } from '../generate-password';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import { accountNotFound, type AccountParams } from './account-read';

/**
 * `PUT /account/{accountId}/reset-password` (base-to-buy-up): generates a password, sets it on the identity
 * user (permanent, so the app can change it right away) and answers `{ generatedPassword, cognitoUsername }`.
 */
export function registerAccountResetPassword(app: FastifyInstance, context: MemberApiContext): void {
  app.put<AccountParams>('/account/:accountId/reset-password', { onRequest: context.authenticate }, async (request) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    if (!row.cognito_username) throw conflict('The account has no username');
    const generatedPassword = generatePassword();
    context.identity?.adminSetPassword(row.cognito_username, generatedPassword, { temporary: false });
    const answer: ResetPasswordResponse = { generatedPassword, cognitoUsername: row.cognito_username };
    return answer;
  });
}
