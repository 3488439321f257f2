import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import type { PasswordSetByUserTrigger } from '../../identity';
import type { SqlExecutor } from '../database/sql-database';

/**
 * The member platform's answer to the pool's passwordSetByUser trigger: the account records that its member
 * chose their own password (`has_user_set_password`), whichever way they set it, so `PUT
 * /account/{id}/reset-password` refuses it from now on (a stolen token cannot turn into a generated
 * password that replaces the member's). The account is the one the user's admin-only `custom:account_id`
 * names; a user without one (a sign-up the trigger has not enrolled) has no account to mark.
 */
export function recordUserSetPassword(db: SqlExecutor): PasswordSetByUserTrigger {
  return async (event) => {
    const accountId = event.userAttributes[CLAIM_KEYS.accountId];
    if (!accountId) return;
    await db.query('UPDATE accounts SET has_user_set_password = true WHERE account_id = $1', [accountId]);
  };
}
