import type { AccountPatchBody } from '@member/shared-contracts/account';
import type { HttpClient } from '@member/shared-contracts/http';
import type { IdentityPort, SessionActions } from '@member/shared-contracts/mount';
import type { BaseToBuyUpFormValues } from '@member/shared-contracts/base-to-buy-up';
import { setPasswordWithoutCurrent } from '../common/set-password-without-current';

export interface CompleteBaseAccountPorts {
  http: HttpClient;
  identity: IdentityPort;
  session: Pick<SessionActions, 'updateAccount'>;
}

/**
 * Access §4 "Base-to-buy-up: generate a temporary password, set the new password, update the account"
 * (then the screen loads /home): PUT /account/{accountId}/reset-password → the identity service changes
 * the generated password to the chosen one → PATCH /account/{accountId} with the organisation (when
 * chosen), email, phone (when asked) and hasUserSetPassword true; the account is then refetched.
 * Any failure is thrown to the caller (the screen shows the generic error page).
 */
export async function completeBaseAccount(ports: CompleteBaseAccountPorts, accountId: string, values: BaseToBuyUpFormValues): Promise<void> {
  await setPasswordWithoutCurrent(ports, accountId, values.password);
  const patch: AccountPatchBody = { email: values.email, hasUserSetPassword: true };
  if (values.clientOrgId !== undefined) patch.clientOrgId = values.clientOrgId;
  if (values.phoneNumber !== undefined) patch.phoneNumber = values.phoneNumber;
  await ports.session.updateAccount(patch);
}
