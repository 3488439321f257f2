/**
 * Which token the member API accepts (docs/session-and-identity.md "Tokens"): the access
 * token of the web app client, carrying the account and client ids only, and never once its grant has
 * been revoked by a sign-out. Every refusal is a 401 with a message.
 */
import { decodeJwt } from 'jose';
import { startMemberApiHarness, type MemberApiHarness } from '../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };

describe('member API bearer token', () => {
  let api: MemberApiHarness;
  beforeAll(async () => {
    api = await startMemberApiHarness();
  }, 60_000);
  beforeEach(async () => {
    await api.app.memberApi.reset();
    api.identityStore.reset();
  });
  afterAll(async () => {
    await api?.close();
  });

  const readAccount = (token: string) => api.call({ url: `/accounts/${MARIA.accountId}`, token });

  it('accepts the access token, which carries the account and client ids and none of the personal claims', async () => {
    const token = await api.tokenOf(MARIA.email, 'access');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ token_use: 'access', 'custom:account_id': MARIA.accountId, 'custom:client_id': '101' });
    for (const personal of ['birthdate', 'phone_number', 'custom:last4', 'email', 'given_name', 'family_name']) expect(claims).not.toHaveProperty(personal);
    expect((await readAccount(token)).statusCode).toBe(200);
  });

  it('refuses the id token (it carries date of birth, phone and identification code)', async () => {
    const response = await readAccount(await api.tokenOf(MARIA.email, 'id'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The bearer token must be an access token' });
  });

  it('refuses an access token issued to another app client', async () => {
    const response = await readAccount(await api.tokenOfOtherClient(MARIA.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The bearer token was issued to another client' });
  });

  it('refuses every token of a member after a global sign-out, also for reset-password (the attack of the issue)', async () => {
    const before = await api.tokenOf(MARIA.email, 'access');
    expect((await readAccount(before)).statusCode).toBe(200);
    api.identityStore.refreshTokens.revokeAllOf(MARIA.email);

    const read = await readAccount(before);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual({ message: 'The bearer token has been revoked' });
    const reset = await api.call({ method: 'PUT', url: `/account/${MARIA.accountId}/reset-password`, token: before, payload: {} });
    expect(reset.statusCode).toBe(401);
    expect(reset.json()).toEqual({ message: 'The bearer token has been revoked' });

    // A new sign-in is a new grant: its tokens work.
    expect((await readAccount(await api.tokenOf(MARIA.email, 'access'))).statusCode).toBe(200);
  });
});
