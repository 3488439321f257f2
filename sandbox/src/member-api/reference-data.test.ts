import { useMemberApiHarness } from '../testing/member-api-harness';

const MARIA = 'hra.primary@example.com';
const GRACE = 'demo.client@example.com';
const KEVIN = 'tiered@example.com';
/** Kevin's Google identity, not linked to an account yet: its tokens carry no account and no client. */
const UNLINKED_GOOGLE_USER = 'google_104510000000000000002';

describe('member API: clients, plans, provider networks', () => {
  const api = useMemberApiHarness();

  it('answers the member’s client; 401 without a token; 403 for another client; 404 when unknown', async () => {
    const token = await api.tokenOf(MARIA);
    expect((await api.call({ url: '/clients/101', token })).json()).toEqual({ id: 101, name: 'Acme Manufacturing', isDemo: false, userSessionLengthMinutes: 15 });
    expect((await api.call({ url: '/clients/101' })).statusCode).toBe(401);
    expect((await api.call({ url: '/clients/102', token })).statusCode).toBe(403);
    expect((await api.call({ url: '/clients/999', token })).statusCode).toBe(404);
    expect((await api.call({ url: '/clients/102', token: await api.tokenOf(GRACE) })).json().isDemo).toBe(true);
  });

  it('answers one plan and a client’s plans filtered by an id list', async () => {
    const token = await api.tokenOf(MARIA);
    expect((await api.call({ url: '/plans/502', token })).json()).toEqual({ id: 502, client_id: 101, allow_account_management: false, network_administrator: 'Acme Health Network' });
    expect((await api.call({ url: '/plans/503', token })).statusCode).toBe(403);
    expect((await api.call({ url: '/plans?client_id=101', token })).json().items.map((plan: { id: number }) => plan.id)).toEqual([501, 502, 504]);
    expect((await api.call({ url: '/plans?client_id=101&id=502', token })).json().items.map((plan: { id: number }) => plan.id)).toEqual([502]);
    expect((await api.call({ url: '/plans?client_id=101&id=501,502', token })).json().items).toHaveLength(2);
    expect((await api.call({ url: '/plans?client_id=102', token })).statusCode).toBe(403);
    const noClient = await api.call({ url: '/plans', token });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBeTruthy();
    expect((await api.call({ url: '/plans/abc', token })).statusCode).toBe(400);
    const unknown = await api.call({ url: '/plans/999', token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Plan 999 not found');
    expect((await api.call({ url: '/plans/504' })).statusCode).toBe(401);
    expect((await api.call({ url: '/plans?client_id=101&id=x', token })).statusCode).toBe(400);
  });

  it('answers the provider network item of the caller’s own account with isHcscNetwork', async () => {
    expect((await api.call({ url: '/provider-networks?id=9002', token: await api.tokenOf(KEVIN) })).json()).toEqual({ items: [{ id: 9002, isHcscNetwork: true }] });
    expect((await api.call({ url: '/provider-networks?id=9001', token: await api.tokenOf(MARIA) })).json().items[0].isHcscNetwork).toBe(false);
    expect((await api.call({ url: '/provider-networks?id=9001' })).statusCode).toBe(401);
  });

  it('refuses (403) another network than the account’s own, and any network to a token without an account', async () => {
    const maria = await api.tokenOf(MARIA);
    const other = await api.call({ url: '/provider-networks?id=9002', token: maria });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: "The network is not the account's" });
    expect((await api.call({ url: '/provider-networks?id=1', token: maria })).statusCode).toBe(403);
    expect((await api.call({ url: '/provider-networks?id=9001', token: await api.tokenOf(UNLINKED_GOOGLE_USER) })).statusCode).toBe(403);
  });

  it.each([
    ['no id', '/provider-networks'],
    ['an id that is not a number', '/provider-networks?id=abc'],
    ['id 0', '/provider-networks?id=0'],
    ['two ids', '/provider-networks?id=9001&id=9002'],
    ['an unknown key', '/provider-networks?id=9001&include=all'],
  ])('refuses %s on /provider-networks with 400 and a message', async (_case, url) => {
    const response = await api.call({ url, token: await api.tokenOf(MARIA) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id must be a positive whole number|Unrecognized key/);
  });

  it('refuses (403) clients and plans to a token that carries no client (an unlinked sign-on), whichever client is asked', async () => {
    const access = await api.tokenOf(UNLINKED_GOOGLE_USER);
    for (const url of ['/clients/101', '/clients/102', '/plans/501', '/plans/503', '/plans?client_id=101', '/plans?client_id=102']) {
      const response = await api.call({ url, token: access });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toEqual({ message: 'The token carries no client' });
    }
  });
});
