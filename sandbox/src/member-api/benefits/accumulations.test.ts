import { toMemberAccumulations } from '@member/shared-contracts/accumulator';
import { useMemberApiHarness } from '../../testing/member-api-harness';
import { serverAccumulation } from '@member/shared-contracts/testing';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };

const year = new Date().getFullYear();
const page = (accountId: string, extra = '') => `/member-accumulations?account_id=${accountId}&include_all=false&offset=0&limit=2${extra}`;

describe('member API: GET /member-accumulations (features §7)', () => {
  const api = useMemberApiHarness();

  it("answers Maria's two plan years, this year first, in the spec's snake_case shape", async () => {
    const response = await api.call({ url: page(MARIA.accountId), token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items[0]).toEqual(serverAccumulation());
    expect(body.items[1].hra_year_start).toBe(`${year - 1}-01-01`);
    expect(body).toMatchObject({ offset: 0, total: 2 });
    expect(toMemberAccumulations(body).items).toHaveLength(2);
  });

  it('pages with offset and limit', async () => {
    const token = await api.tokenOf(MARIA.email);
    const second = (await api.call({ url: `/member-accumulations?account_id=${MARIA.accountId}&offset=1&limit=1`, token })).json();
    expect(second).toMatchObject({ offset: 1, total: 2 });
    expect(second.items.map((item: { hra_year_start: string }) => item.hra_year_start)).toEqual([`${year - 1}-01-01`]);
  });

  it('answers an empty list for an incentive account without accumulations (tiered)', async () => {
    const response = await api.call({ url: page(KEVIN.accountId), token: await api.tokenOf(KEVIN.email) });
    expect(response.json()).toEqual({ items: [], offset: 0, total: 0 });
  });

  it("refuses another member's account (403), and an account without the incentive feature (403)", async () => {
    const response = await api.call({ url: page(MARIA.accountId), token: await api.tokenOf(KEVIN.email) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The token does not belong to this account');
    const searchOnly = await api.call({ url: page(JAMES.accountId), token: await api.tokenOf(JAMES.email) });
    expect(searchOnly.statusCode).toBe(403);
    expect(searchOnly.json().message).toBe('This account has no incentive benefit');
  });

  it('refuses a call without a token (401)', async () => {
    expect((await api.call({ url: page(MARIA.accountId) })).statusCode).toBe(401);
  });

  it.each([
    ['no account_id', '/member-accumulations?offset=0&limit=2', 'account_id is required'],
    ['a negative offset', page(MARIA.accountId).replace('offset=0', 'offset=-1'), 'offset must be a whole number from 0'],
    ['a limit of 0', page(MARIA.accountId).replace('limit=2', 'limit=0'), 'limit must be a whole number from 1 to 10'],
    ['a limit over 10', page(MARIA.accountId).replace('limit=2', 'limit=11'), 'limit must be a whole number from 1 to 10'],
    ['include_all not a boolean', page(MARIA.accountId).replace('include_all=false', 'include_all=yes'), 'include_all must be true or false'],
    ['an unknown key', page(MARIA.accountId, '&sort=asc'), 'sort'],
  ])('refuses %s with 400 and a message', async (_case, url, message) => {
    const response = await api.call({ url, token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
