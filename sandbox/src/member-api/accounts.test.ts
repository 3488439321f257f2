import { httpTestClient } from '../testing/http-test-client';
import { startMemberApiHarness, type MemberApiHarness } from '../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };
const TOM = { email: 'unverified@example.com', accountId: '200004' };
const ETHAN = { email: 'new.password@example.com', accountId: '200008' };

describe('member API: accounts', () => {
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

  describe('GET /accounts/{accountId}', () => {
    it('answers the account with client details, plans and organization name', async () => {
      const response = await api.call({ url: `/accounts/${MARIA.accountId}`, token: await api.tokenOf(MARIA.email) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        accountId: '200001',
        memberId: 'M200001',
        clientOrgId: 1001,
        clientOrgName: 'Acme Manufacturing - Austin',
        relationshipCode: 'Primary',
        status: 'verified',
        productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
        canMemberSubmitClaim: true,
        allowAccountManagement: true,
        hasUserSetPassword: true,
        email: 'hra.primary@example.com',
        phoneNumber: '5125550101',
        planId: 501,
        networkId: 9001,
        preferredLanguage: 'english',
        coverageTier: 'EmployeeAndFamily',
        existingPCPs: [{ providerId: 'npi-1467520384', createdAt: '2025-02-03T15:30:00.000Z' }],
        createdAt: '2025-01-15T10:00:00.000Z',
        clientDetails: {
          clientId: 101,
          plans: [
            { id: 501, client_id: 101, allow_account_management: true, network_administrator: 'Acme Health Network' },
            { id: 502, client_id: 101, allow_account_management: false, network_administrator: 'Acme Health Network' },
          ],
          claimsListStartDate: '2026-01-01',
          conciergePhoneNumber: '8005550100',
        },
      });
    });

    it('takes allowAccountManagement from the plan, true when the plan leaves it unset', async () => {
      const search = await api.call({ url: `/accounts/${JAMES.accountId}`, token: await api.tokenOf(JAMES.email) });
      expect(search.json().allowAccountManagement).toBe(false);
      await api.database.query('UPDATE plans SET allow_account_management = NULL WHERE id = 502');
      const unset = await api.call({ url: `/accounts/${JAMES.accountId}`, token: await api.tokenOf(JAMES.email) });
      expect(unset.json().allowAccountManagement).toBe(true);
      expect(unset.json().clientDetails.plans[1]).not.toHaveProperty('allow_account_management');
    });

    it('answers 401 without a token, with a token of an unknown key, and with garbage', async () => {
      expect((await api.call({ url: `/accounts/${MARIA.accountId}` })).statusCode).toBe(401);
      expect((await api.call({ url: `/accounts/${MARIA.accountId}`, token: await api.foreignToken(MARIA.accountId) })).statusCode).toBe(401);
      const garbage = await api.call({ url: `/accounts/${MARIA.accountId}`, token: 'not.a.jwt' });
      expect(garbage.statusCode).toBe(401);
      expect(garbage.json()).toEqual({ message: 'Invalid bearer token' });
    });

    it('answers 403 for another member’s account', async () => {
      const other = await api.call({ url: `/accounts/${MARIA.accountId}`, token: await api.tokenOf(JAMES.email) });
      expect(other.statusCode).toBe(403);
    });

    it('answers 404 with a message when the token’s account does not exist', async () => {
      await api.database.query("DELETE FROM accounts WHERE account_id = '200001'");
      const response = await api.call({ url: `/accounts/${MARIA.accountId}`, token: await api.tokenOf(MARIA.email) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Account 200001 not found' });
    });

    it('answers 400 without the x-application-id header', async () => {
      const response = await httpTestClient(api.app).request({ url: `/accounts/${MARIA.accountId}`, headers: { authorization: `Bearer ${await api.tokenOf(MARIA.email)}` } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/x-application-id/);
    });
  });

  describe('PATCH /account/{accountId}', () => {
    it('updates the changed fields, answers the account and mirrors them to the identity user', async () => {
      const token = await api.tokenOf(ETHAN.email);
      const response = await api.call({
        method: 'PATCH',
        url: `/account/${ETHAN.accountId}`,
        token,
        payload: { email: 'Ethan.Clark@Example.com', phoneNumber: '(512) 555-0199', hasUserSetPassword: true, clientOrgId: 1001 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'ethan.clark@example.com', phoneNumber: '5125550199', hasUserSetPassword: true, clientOrgId: 1001, clientOrgName: 'Acme Manufacturing - Austin' });
      const user = api.identityStore.users.find(ETHAN.email);
      expect(user?.attributes).toMatchObject({ email: 'ethan.clark@example.com', phone_number: '+15125550199', 'custom:client_org_id': '1001' });
    });

    it('answers 422 with the schema’s message for an invalid body or an unknown field', async () => {
      const token = await api.tokenOf(ETHAN.email);
      const invalid = await api.call({ method: 'PATCH', url: `/account/${ETHAN.accountId}`, token, payload: { email: 'not-an-email' } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().message).toBe('validation.email.invalid');
      const unknown = await api.call({ method: 'PATCH', url: `/account/${ETHAN.accountId}`, token, payload: { status: 'verified' } });
      expect(unknown.statusCode).toBe(422);
    });

    it('answers 422 for an organization of another client', async () => {
      const response = await api.call({ method: 'PATCH', url: `/account/${ETHAN.accountId}`, token: await api.tokenOf(ETHAN.email), payload: { clientOrgId: 1003 } });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('validation.clientOrgId.invalid');
    });

    it('answers 409 when the email belongs to another account (any case)', async () => {
      const response = await api.call({ method: 'PATCH', url: `/account/${ETHAN.accountId}`, token: await api.tokenOf(ETHAN.email), payload: { email: 'HRA.Primary@example.com' } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'An account with this email already exists' });
    });

    it('accepts the account’s own email and answers 404 / 403 like the read', async () => {
      const token = await api.tokenOf(MARIA.email);
      expect((await api.call({ method: 'PATCH', url: `/account/${MARIA.accountId}`, token, payload: { email: MARIA.email } })).statusCode).toBe(200);
      expect((await api.call({ method: 'PATCH', url: `/account/${JAMES.accountId}`, token, payload: {} })).statusCode).toBe(403);
      await api.database.query("DELETE FROM accounts WHERE account_id = '200001'");
      expect((await api.call({ method: 'PATCH', url: `/account/${MARIA.accountId}`, token, payload: {} })).statusCode).toBe(404);
    });
  });

  describe('PUT /account/{accountId}/eligibility', () => {
    it('records the submission and verifies a created account when the details match', async () => {
      const response = await api.call({
        method: 'PUT',
        url: `/account/${TOM.accountId}/eligibility`,
        token: await api.tokenOf(TOM.email),
        payload: { dateOfBirth: '1992-02-29', identificationCode: '3310', zipCode: '78701' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('verified');
      const [row] = await api.database.query<{ count: number }>("SELECT count(*)::int AS count FROM eligibility_submissions WHERE account_id = '200004'");
      expect(row?.count).toBe(1);
    });

    it('answers 422 when the details do not match, and keeps the account created', async () => {
      const token = await api.tokenOf(TOM.email);
      const response = await api.call({ method: 'PUT', url: `/account/${TOM.accountId}/eligibility`, token, payload: { identificationCode: '0000' } });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Eligibility could not be verified');
      expect((await api.call({ url: `/accounts/${TOM.accountId}`, token })).json().status).toBe('created');
    });
  });

  describe('PUT /account/{accountId}/reset-password', () => {
    it('answers a generated password that now signs the identity user in', async () => {
      const response = await api.call({ method: 'PUT', url: `/account/${ETHAN.accountId}/reset-password`, token: await api.tokenOf(ETHAN.email) });
      expect(response.statusCode).toBe(200);
      const { generatedPassword, cognitoUsername } = response.json();
      expect(cognitoUsername).toBe('new.password@example.com');
      expect(generatedPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{20}$/);
      expect(api.identityStore.users.find(ETHAN.email)?.status).toBe('CONFIRMED');
    });

    it('answers 409 when the account has no username', async () => {
      await api.database.query("UPDATE accounts SET cognito_username = NULL WHERE account_id = '200008'");
      const response = await api.call({ method: 'PUT', url: `/account/${ETHAN.accountId}/reset-password`, token: await api.tokenOf(ETHAN.email) });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('POST /account/{accountId}/identities', () => {
    /** Kevin's Google identity: a federated user of the identity service, not linked (sandbox/src/seed/federated-identities.ts). */
    const KEVIN_GOOGLE = { username: 'google_104510000000000000002', userId: '104510000000000000002' };
    /** Maria's Google identity, linked to her account. */
    const MARIA_GOOGLE = { username: 'google_104510000000000000001', userId: '104510000000000000001' };
    const link = async (account: { email: string; accountId: string }, payload: Record<string, unknown>) =>
      api.call({ method: 'POST', url: `/account/${account.accountId}/identities`, token: await api.tokenOf(account.email), payload });

    it("links the identity service's federated user (its verified id token names the provider and user), any spelling of the provider", async () => {
      const idToken = await api.tokenOf(KEVIN_GOOGLE.username, 'id');
      expect((await link(MARIA, { idToken, idpIdentifier: 'google', userId: KEVIN_GOOGLE.userId })).statusCode).toBe(204);
      expect(api.identityStore.users.find(KEVIN_GOOGLE.username)?.attributes['custom:account_id']).toBe(MARIA.accountId);
      // The same identity under another spelling is the same identity: another account cannot take it.
      expect((await link(JAMES, { idToken, idpIdentifier: 'GOOGLE', userId: KEVIN_GOOGLE.userId })).statusCode).toBe(409);
    });

    it("refuses an identity already linked to someone else's account (409), even when the database has no record of it", async () => {
      const idToken = await api.tokenOf(MARIA_GOOGLE.username, 'id');
      expect((await link(JAMES, { idToken, idpIdentifier: 'Google', userId: MARIA_GOOGLE.userId })).statusCode).toBe(409);
      expect(api.identityStore.users.find(MARIA_GOOGLE.username)?.attributes['custom:account_id']).toBe(MARIA.accountId);
    });

    it('answers 403 for a self-made, foreign or mismatched token or an unknown provider, 422 for a bad payload, 404 and 409 as the spec says', async () => {
      const unsigned = [Buffer.from('{"alg":"RS256"}').toString('base64url'), Buffer.from(JSON.stringify({ token_use: 'id', exp: Math.floor(Date.now() / 1000) + 600, identities: [{ providerName: 'Google', userId: MARIA_GOOGLE.userId }] })).toString('base64url'), 'sig'].join('.');
      expect((await link(JAMES, { idToken: unsigned, idpIdentifier: 'Google', userId: MARIA_GOOGLE.userId })).statusCode).toBe(403);
      expect((await link(MARIA, { idToken: await api.foreignToken(MARIA.accountId), idpIdentifier: 'Google', userId: KEVIN_GOOGLE.userId })).statusCode).toBe(403);
      const kevinToken = await api.tokenOf(KEVIN_GOOGLE.username, 'id');
      expect((await link(MARIA, { idToken: kevinToken, idpIdentifier: 'Google', userId: 'someone-else' })).statusCode).toBe(403);
      expect((await link(MARIA, { idToken: kevinToken, idpIdentifier: 'Facebook', userId: KEVIN_GOOGLE.userId })).statusCode).toBe(403);
      expect((await link(MARIA, { idToken: await api.tokenOf(KEVIN_GOOGLE.username, 'access'), idpIdentifier: 'Google', userId: KEVIN_GOOGLE.userId })).statusCode).toBe(403);
      expect((await link(MARIA, { idToken: 'x' })).statusCode).toBe(422);
      const good = { idToken: kevinToken, idpIdentifier: 'Google', userId: KEVIN_GOOGLE.userId };
      await api.database.query("UPDATE accounts SET cognito_username = NULL WHERE account_id = '200001'");
      expect((await link(MARIA, good)).statusCode).toBe(409);
      await api.database.query("DELETE FROM accounts WHERE account_id = '200001'");
      expect((await link(MARIA, good)).statusCode).toBe(404);
    });
  });
});
