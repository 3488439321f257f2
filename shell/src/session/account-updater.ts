import type { QueryClient } from '@tanstack/react-query';
import { POOL_ONLY_ANALYTICS_HEADER, type AccountPatchBody, type AccountResponse } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type HttpClient } from '@member/shared-contracts/http';
import { accountQueryKey, type LoadedAccount } from './account-loader';
import { SESSION_ERRORS } from './session-errors';
import type { SessionStore } from './session-store';

export interface AccountUpdaterDeps {
  store: SessionStore;
  http: HttpClient;
  queryClient: QueryClient;
  storage?: Pick<Storage, 'getItem'>;
}

export interface UpdateAccountOptions {
  /** Write the changed fields into the loaded account instead of refetching it (access §4). */
  merge?: boolean;
}

/**
 * `PATCH /account/{accountId}` for the loaded account (access §4, §7, §8):
 * - while unauthenticated → 'trying to update an unauthenticated account'; before the account is loaded →
 *   'called update account before account was loaded';
 * - the body is the changed fields as the caller's form parsed them with shared-contracts' field schemas
 *   (the API checks it again with accountPatchSchema: 422 with its message); the shell loads no second zod
 *   beside the form's to check it a third time (decision 069);
 * - the extra header marks pool-only analytics unless the sso initiator (the stored user pool) is bnft;
 * - 422, 404, 409 reject with the HttpError carrying the server message;
 * - after success the account is refetched, or with `merge` the changed fields are merged locally.
 * Decision: any status but authenticated (querying and sso included) counts as unauthenticated.
 */
export function createAccountUpdater({ store, http, queryClient, storage = window.localStorage }: AccountUpdaterDeps) {
  return async function updateAccount(patch: AccountPatchBody, { merge = false }: UpdateAccountOptions = {}): Promise<void> {
    const { status, accountId, accountRefreshCounter } = store.getState();
    if (status !== 'authenticated' || accountId === null) throw new Error(SESSION_ERRORS.updateWhileUnauthenticated);
    const queryKey = accountQueryKey(accountId, accountRefreshCounter);
    if (!queryClient.getQueryData<LoadedAccount>(queryKey)) throw new Error(SESSION_ERRORS.updateBeforeAccountLoaded);

    const poolOnlyAnalytics = readStoredUserPool(storage) !== 'bnft';
    await http.patch<AccountResponse>(apiPaths.accountPatch(accountId), {
      body: patch,
      headers: poolOnlyAnalytics ? { [POOL_ONLY_ANALYTICS_HEADER]: 'true' } : {},
    });

    if (merge) {
      queryClient.setQueryData<LoadedAccount>(queryKey, (loaded) => loaded && { ...loaded, account: { ...loaded.account, ...patch } });
    } else {
      await queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
    }
  };
}

function readStoredUserPool(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(STORAGE_KEYS.userPool);
  } catch {
    return null;
  }
}

export type UpdateAccount = ReturnType<typeof createAccountUpdater>;
