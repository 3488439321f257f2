import { QueryClient } from '@tanstack/react-query';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { POOL_ONLY_ANALYTICS_HEADER } from '@member/shared-contracts/account';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { accountQueryKey, type LoadedAccount } from './account-loader';
import { createAccountUpdater } from './account-updater';
import { createSessionStore } from './session-store';

const ACCOUNT_ID = '200001';
const loaded = (email: string) => ({ account: { accountId: ACCOUNT_ID, email, phoneNumber: null }, client: { id: 101 } }) as unknown as LoadedAccount;

function setup({ status = 'authenticated', accountLoaded = true }: { status?: 'authenticated' | 'unauthenticated' | 'querying'; accountLoaded?: boolean } = {}) {
  const store = createSessionStore();
  store.setState({ ...store.getState(), status, accountId: status === 'authenticated' ? ACCOUNT_ID : null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const patch = jest.fn().mockResolvedValue({});
  const http = { patch } as unknown as HttpClient;
  const storage = new Map<string, string>();
  const serverAccount = { current: loaded('old@example.com') };
  const queryFn = jest.fn(async () => serverAccount.current);
  const key = accountQueryKey(ACCOUNT_ID, 0);
  const ready = accountLoaded ? queryClient.fetchQuery({ queryKey: key, queryFn }) : Promise.resolve(undefined);
  const updateAccount = createAccountUpdater({ store, http, queryClient, storage: { getItem: (k) => storage.get(k) ?? null } });
  return { updateAccount, patch, queryClient, queryFn, serverAccount, key, ready, storage };
}

describe('updateAccount (PATCH /account/{accountId})', () => {
  it("refuses while unauthenticated with 'trying to update an unauthenticated account'", async () => {
    const { updateAccount, patch } = setup({ status: 'unauthenticated' });
    await expect(updateAccount({ hasUserSetPassword: true })).rejects.toThrow(new Error('trying to update an unauthenticated account'));
    expect(patch).not.toHaveBeenCalled();
  });

  it('counts a session still being read as unauthenticated', async () => {
    await expect(setup({ status: 'querying' }).updateAccount({})).rejects.toThrow('trying to update an unauthenticated account');
  });

  it("refuses before the account is loaded with 'called update account before account was loaded'", async () => {
    const { updateAccount, patch } = setup({ accountLoaded: false });
    await expect(updateAccount({ hasUserSetPassword: true })).rejects.toThrow(new Error('called update account before account was loaded'));
    expect(patch).not.toHaveBeenCalled();
  });

  it('sends the changed fields as the form parsed them, with the pool-only analytics header', async () => {
    const { updateAccount, patch, ready } = setup();
    await ready;
    await updateAccount({ phoneNumber: '5551234567', hasUserSetPassword: true });
    expect(patch).toHaveBeenCalledWith('/account/200001', {
      body: { phoneNumber: '5551234567', hasUserSetPassword: true },
      headers: { [POOL_ONLY_ANALYTICS_HEADER]: 'true' },
    });
  });

  it('leaves the header off when the sso initiator is bnft', async () => {
    const { updateAccount, patch, ready, storage } = setup();
    await ready;
    storage.set(STORAGE_KEYS.userPool, 'bnft');
    await updateAccount({ hasUserSetPassword: true });
    expect(patch).toHaveBeenCalledWith('/account/200001', expect.objectContaining({ headers: {} }));
  });

  it('refetches the account after the update by default', async () => {
    const { updateAccount, ready, queryFn, serverAccount, queryClient, key } = setup();
    await ready;
    serverAccount.current = loaded('new@example.com');
    await updateAccount({ email: 'new@example.com' });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData<LoadedAccount>(key)?.account.email).toBe('new@example.com');
  });

  it('with merge, writes the changed fields into the loaded account without refetching', async () => {
    const { updateAccount, ready, queryFn, queryClient, key } = setup();
    await ready;
    await updateAccount({ email: 'new@example.com', phoneNumber: '5551234567' }, { merge: true });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<LoadedAccount>(key)?.account).toMatchObject({ email: 'new@example.com', phoneNumber: '5551234567' });
  });

  it.each([422, 404, 409])('rejects with the server message on %i and leaves the account as it was', async (status) => {
    const { updateAccount, ready, patch, queryFn, queryClient, key } = setup();
    await ready;
    patch.mockRejectedValue(new HttpError(status, 'An account with this email already exists', new Headers()));
    await expect(updateAccount({ email: 'new@example.com' }, { merge: true })).rejects.toThrow('An account with this email already exists');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<LoadedAccount>(key)?.account.email).toBe('old@example.com');
  });
});
