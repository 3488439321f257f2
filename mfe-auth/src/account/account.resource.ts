import { useMemo } from 'react';
import { useRemoteProps } from '@member/remote-runtime';
import { apiPaths } from '@member/shared-contracts/member-api';
import { isHttpError } from '@member/shared-contracts/http';
import { toIdentityError } from '@member/shared-contracts/mount';
import { type AccountPatchBody, type EmailChangeConfirmPayload } from '@member/shared-contracts/account';

/** A failed call with the server's message, shown as is (access §8 "unknown shows the server message"). */
export type AccountFailure = { kind: 'failed'; message: string };

/**
 * The account pages' calls (access §7), each tracked as an operation: the contact details saved through
 * the session (PATCH /account/{accountId}), the new email's code confirmed or sent again, the identity
 * deleted. Screens keep only their page state.
 */
export function useAccountMutations() {
  const { account, session, analytics, http, identity } = useRemoteProps();
  const accountId = account?.accountId ?? '';

  return useMemo(() => {
    /** A wrong code is 422; on success the account reloads (`refreshAccount`). */
    const confirmEmailChange = async (code: string): Promise<{ kind: 'done' } | { kind: 'invalid-code' } | AccountFailure> => {
      try {
        const body: EmailChangeConfirmPayload = { code };
        await http.post(apiPaths.emailChangeConfirm(accountId), { body });
      } catch (error) {
        analytics.operation('account.emailConfirm', 'failed');
        if (isHttpError(error, 422)) return { kind: 'invalid-code' };
        return { kind: 'failed', message: toIdentityError(error).message };
      }
      analytics.operation('account.emailConfirm', 'succeeded');
      return { kind: 'done' };
    };

    const resendEmailChangeCode = async (): Promise<{ kind: 'sent' } | AccountFailure> => {
      try {
        await http.post(apiPaths.emailChangeResend(accountId));
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'failed', message: toIdentityError(error).message };
      }
    };

    /** Nothing changed: nothing is sent. */
    const saveContactDetails = async (patch: AccountPatchBody): Promise<{ kind: 'done' } | AccountFailure> => {
      if (Object.keys(patch).length === 0) return { kind: 'done' };
      try {
        await session.updateAccount(patch);
        analytics.operation('account.update', 'succeeded', { fields: Object.keys(patch).sort().join(',') });
        return { kind: 'done' };
      } catch (error) {
        analytics.operation('account.update', 'failed');
        return { kind: 'failed', message: toIdentityError(error).message };
      }
    };

    const deleteMemberAccount = async (): Promise<{ kind: 'done' } | AccountFailure> => {
      try {
        await identity.deleteUser();
      } catch (error) {
        analytics.operation('account.delete', 'failed');
        return { kind: 'failed', message: toIdentityError(error).message };
      }
      analytics.operation('account.delete', 'succeeded');
      return { kind: 'done' };
    };

    return { confirmEmailChange, resendEmailChangeCode, saveContactDetails, deleteMemberAccount };
  }, [accountId, session, analytics, http, identity]);
}
