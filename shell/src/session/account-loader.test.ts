import type { HttpClient } from '@member/shared-contracts/http';
import { silentLogger } from '@member/shared-contracts/logging';
import { loadAccount } from './account-loader';

const ACCOUNT = { accountId: '200001', networkId: 9001, clientDetails: { clientId: 101 } };

/** An HTTP client whose answers are released by hand, recording what was asked and in which order. */
function controlledHttp(account = ACCOUNT) {
  const asked: string[] = [];
  const pending = new Map<string, (value: unknown) => void>();
  const answers: Record<string, unknown> = { '/accounts/200001': account, '/clients/101': { id: 101, name: 'Acme' }, '/clients/102': { id: 102, name: 'Globex' }, '/provider-networks': { items: [{ id: 9001, isHcscNetwork: false }] } };
  const http = {
    get: jest.fn((path: string) => {
      asked.push(path);
      return new Promise((resolve) => pending.set(path, resolve));
    }),
  } as unknown as HttpClient;
  const answer = (path: string) => pending.get(path)?.(answers[path]);
  return { http, asked, answer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadAccount', () => {
  it("asks for the client of the token's claims beside the account, not after it", async () => {
    const { http, asked, answer } = controlledHttp();
    const loading = loadAccount(http, '200001', silentLogger, '101');
    await flush();
    expect(asked).toEqual(['/clients/101', '/accounts/200001']);
    answer('/clients/101');
    answer('/accounts/200001');
    await flush();
    expect(asked).toEqual(['/clients/101', '/accounts/200001', '/provider-networks']);
    answer('/provider-networks');
    await expect(loading).resolves.toMatchObject({ client: { name: 'Acme' }, account: { hasHcscNetwork: false } });
  });

  it("asks again for the account's own client when it is not the one the claims named", async () => {
    const { http, asked, answer } = controlledHttp({ ...ACCOUNT, clientDetails: { clientId: 102 } });
    const loading = loadAccount(http, '200001', silentLogger, '101');
    await flush();
    answer('/clients/101');
    answer('/accounts/200001');
    await flush();
    expect(asked).toEqual(['/clients/101', '/accounts/200001', '/provider-networks', '/clients/102']);
    answer('/provider-networks');
    answer('/clients/102');
    await expect(loading).resolves.toMatchObject({ client: { name: 'Globex' } });
  });

  it('without a claimed client, asks for it after the account, as before', async () => {
    const { http, asked, answer } = controlledHttp();
    const loading = loadAccount(http, '200001', silentLogger);
    await flush();
    expect(asked).toEqual(['/accounts/200001']);
    answer('/accounts/200001');
    await flush();
    answer('/provider-networks');
    answer('/clients/101');
    await expect(loading).resolves.toMatchObject({ client: { name: 'Acme' } });
  });
});
