import { apiPaths } from '@member/shared-contracts/member-api';
import { type HttpClient } from '@member/shared-contracts/http';
import { type IdentityPort } from '@member/shared-contracts/mount';
import { type ResetPasswordResponse } from '@member/shared-contracts/account';

/**
 * A member without a password of their own (single sign-on, base account) chooses one (access §4
 * "Base-to-buy-up: generate a temporary password, set the new password"): `PUT
 * /account/{accountId}/reset-password` answers a generated password, which the identity service then
 * changes to the chosen one. Recording `hasUserSetPassword` on the account is the caller's step (it may
 * patch other fields with it). Used by /security/set-password and the base-to-buy-up screen.
 */
export async function setPasswordWithoutCurrent(ports: { http: HttpClient; identity: IdentityPort }, accountId: string, newPassword: string): Promise<void> {
  const { generatedPassword } = await ports.http.put<ResetPasswordResponse>(apiPaths.resetPassword(accountId));
  await ports.identity.updatePassword({ oldPassword: generatedPassword, newPassword });
}
