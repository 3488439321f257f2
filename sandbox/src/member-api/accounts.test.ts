import { seededPlanBenefits } from './benefits/plan-benefits';
import { httpTestClient } from '../testing/http-test-client';
import { startMemberApiHarness, type MemberApiHarness } from '../testing/member-api-harness';
import { EMAIL_CHANGE_MAX_FAILED_ATTEMPTS, EMAIL_CHANGE_MAX_RESENDS, ELIGIBILITY_MAX_FAILED_ATTEMPTS } from '@member/shared-contracts/account';
import { SANDBOX_CODE } from '../seed/personas';
import { EMAIL_CHANGE_MESSAGES } from './routes/account-email-change';
import { ELIGIBILITY_TOO_MANY_TRIES } from './routes/account-eligibility';
import { USER_SET_PASSWORD_IS_FINAL } from './routes/account-patch';
import { RESET_PASSWORD_REFUSALS } from './routes/account-reset-password';
import { recordUserSetPassword } from './passwords/record-user-set-password';

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
        pendingEmail: null,
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
            { id: 501, client_id: 101, allow_account_management: true, network_administrator: 'Acme Health Network', benefit_details: seededPlanBenefits(new Date().getFullYear())[501] },
            { id: 502, client_id: 101, allow_account_management: false, network_administrator: 'Acme Health Network' },
            { id: 504, client_id: 101, allow_account_management: true, network_administrator: 'Acme Health Network', benefit_details: seededPlanBenefits(new Date().getFullYear())[504] },
          ],
          claimsListStartDate: '2025-01-01',
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
    it('updates the changed fields, answers the account and mirrors them to the identity user; a new email waits for its code', async () => {
      const token = await api.tokenOf(ETHAN.email);
      const response = await api.call({
        method: 'PATCH',
        url: `/account/${ETHAN.accountId}`,
        token,
        payload: { email: 'Ethan.Clark@Example.com', phoneNumber: '(512) 555-0199', hasUserSetPassword: true, clientOrgId: 1001 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: ETHAN.email, pendingEmail: 'ethan.clark@example.com', phoneNumber: '5125550199', hasUserSetPassword: true, clientOrgId: 1001, clientOrgName: 'Acme Manufacturing - Austin' });
      const user = api.identityStore.users.find(ETHAN.email);
      expect(user?.attributes).toMatchObject({ email: ETHAN.email, email_verified: 'true', phone_number: '+15125550199', 'custom:client_org_id': '1001' });
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

  describe('email change confirmed by a code', () => {
    const NEW_EMAIL = 'maria.new@example.com';
    const patchEmail = async (email: string, token: string) => api.call({ method: 'PATCH', url: `/account/${MARIA.accountId}`, token, payload: { email } });
    const confirm = async (code: unknown, token: string) => api.call({ method: 'POST', url: `/account/${MARIA.accountId}/email-change/confirm`, token, payload: { code } });

    it('keeps the old email (account and identity, verified) until the code sent to the new address is confirmed', async () => {
      const token = await api.tokenOf(MARIA.email);
      const patched = await patchEmail('Maria.New@example.com', token);
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ email: MARIA.email, pendingEmail: NEW_EMAIL });
      expect((await api.call({ url: `/accounts/${MARIA.accountId}`, token })).json()).toMatchObject({ email: MARIA.email, pendingEmail: NEW_EMAIL });
      const user = api.identityStore.users.find(MARIA.email);
      expect(user?.attributes).toMatchObject({ email: MARIA.email, email_verified: 'true' });
      // The code went out (the test control reads it by the member's current email).
      expect(api.identityStore.lastCodeSent(MARIA.email, 'verify_email')?.code).toBe(SANDBOX_CODE);
      // Reset codes still go to the old, verified address.
      expect(api.identityStore.users.find(NEW_EMAIL)).toBeUndefined();

      const confirmed = await confirm(SANDBOX_CODE, token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ email: NEW_EMAIL, pendingEmail: null });
      expect(api.identityStore.users.find(NEW_EMAIL)?.attributes).toMatchObject({ email: NEW_EMAIL, email_verified: 'true' });
      expect(api.identityStore.users.find(MARIA.email)?.attributes.email).toBe(NEW_EMAIL);
      // A used code does not confirm twice.
      expect((await confirm(SANDBOX_CODE, token)).statusCode).toBe(409);
    });

    it('refuses a wrong or malformed code (422), nothing pending (409), and answers 429 after too many wrong codes', async () => {
      const token = await api.tokenOf(MARIA.email);
      const nothing = await confirm(SANDBOX_CODE, token);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.nothingPending });
      await patchEmail(NEW_EMAIL, token);
      expect((await confirm('12', token)).statusCode).toBe(422);
      for (let attempt = 0; attempt < EMAIL_CHANGE_MAX_FAILED_ATTEMPTS; attempt += 1) {
        const wrong = await confirm('000000', token);
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.wrongCode });
      }
      const limited = await confirm(SANDBOX_CODE, token);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.call({ url: `/accounts/${MARIA.accountId}`, token })).json().email).toBe(MARIA.email);
    });

    it('sends the code again (204, limited), drops the change when the current email is sent back, and refuses an email taken meanwhile (409)', async () => {
      const token = await api.tokenOf(MARIA.email);
      const resend = () => api.call({ method: 'POST', url: `/account/${MARIA.accountId}/email-change/code`, token });
      expect((await resend()).statusCode).toBe(409);
      await patchEmail(NEW_EMAIL, token);
      for (let sent = 0; sent < EMAIL_CHANGE_MAX_RESENDS; sent += 1) expect((await resend()).statusCode).toBe(204);
      expect((await resend()).statusCode).toBe(429);
      expect((await patchEmail(MARIA.email, token)).json()).toMatchObject({ email: MARIA.email, pendingEmail: null });

      await patchEmail(NEW_EMAIL, token);
      await api.database.query(`UPDATE accounts SET email = '${NEW_EMAIL}' WHERE account_id = '200002'`);
      expect((await confirm(SANDBOX_CODE, token)).statusCode).toBe(409);
      expect((await api.call({ method: 'POST', url: `/account/${JAMES.accountId}/email-change/confirm`, token, payload: { code: SANDBOX_CODE } })).statusCode).toBe(403);
    });

    it('writes the first email of a base account at once and verified (base-to-buy-up), so the member signs in with it', async () => {
      const base = 'bnft_bnft-0011';
      const token = await api.tokenOf(base);
      const response = await api.call({ method: 'PATCH', url: '/account/200011', token, payload: { email: 'alex.rivera@example.com', hasUserSetPassword: true } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'alex.rivera@example.com', pendingEmail: null, hasUserSetPassword: true });
      expect(api.identityStore.users.find('alex.rivera@example.com')?.username).toBe(base);
    });

    it('still writes it at once when the pool has already recorded the password the member just chose (completion order)', async () => {
      const base = 'bnft_bnft-0011';
      const user = api.identityStore.users.find(base);
      if (!user) throw new Error('the base member is seeded');
      await recordUserSetPassword(api.database)({ userName: base, userAttributes: user.attributes, triggerSource: 'ChangePassword' });
      const token = await api.tokenOf(base);
      const response = await api.call({ method: 'PATCH', url: '/account/200011', token, payload: { email: 'alex.rivera@example.com', hasUserSetPassword: true } });
      expect(response.json()).toMatchObject({ email: 'alex.rivera@example.com', pendingEmail: null, hasUserSetPassword: true });
      expect(api.identityStore.users.find('alex.rivera@example.com')?.username).toBe(base);
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

    it('refuses (422) to verify a created account without both date of birth and identification code, or with malformed ones', async () => {
      const token = await api.tokenOf(TOM.email);
      const put = (payload: Record<string, unknown>) => api.call({ method: 'PUT', url: `/account/${TOM.accountId}/eligibility`, token, payload });
      for (const payload of [{}, { clientOrgId: 1001 }, { dateOfBirth: '1992-02-29' }, { identificationCode: '3310' }, { dateOfBirth: '02/29/1992', identificationCode: '3310' }, { dateOfBirth: '1992-02-29', identificationCode: '33100' }]) {
        const response = await put(payload);
        expect([payload, response.statusCode]).toEqual([payload, 422]);
        expect(response.json().message).toMatch(/validation\.(dateOfBirth|identificationCode)\.invalid/);
      }
      expect((await api.call({ url: `/accounts/${TOM.accountId}`, token })).json().status).toBe('created');
    });

    it(`answers 429 with Retry-After after ${ELIGIBILITY_MAX_FAILED_ATTEMPTS} wrong tries, even for the right details, until the window passes`, async () => {
      const token = await api.tokenOf(TOM.email);
      const put = (payload: Record<string, unknown>) => api.call({ method: 'PUT', url: `/account/${TOM.accountId}/eligibility`, token, payload });
      for (let attempt = 0; attempt < ELIGIBILITY_MAX_FAILED_ATTEMPTS; attempt += 1) {
        expect((await put({ dateOfBirth: '1992-02-29', identificationCode: String(1000 + attempt) })).statusCode).toBe(422);
      }
      const limited = await put({ dateOfBirth: '1992-02-29', identificationCode: '3310' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: ELIGIBILITY_TOO_MANY_TRIES });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.call({ url: `/accounts/${TOM.accountId}`, token })).json().status).toBe('created');
      await api.app.memberApi.reset();
      expect((await put({ dateOfBirth: '1992-02-29', identificationCode: '3310' })).json().status).toBe('verified');
    });

    it('answers 422 when the details do not match, and keeps the account created', async () => {
      const token = await api.tokenOf(TOM.email);
      const response = await api.call({ method: 'PUT', url: `/account/${TOM.accountId}/eligibility`, token, payload: { dateOfBirth: '1992-02-29', identificationCode: '0000' } });
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

    it('refuses (403, with a message) an account whose member set their own password, and leaves the password alone', async () => {
      const before = api.identityStore.users.find(MARIA.email)?.password;
      const response = await api.call({ method: 'PUT', url: `/account/${MARIA.accountId}/reset-password`, token: await api.tokenOf(MARIA.email) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: RESET_PASSWORD_REFUSALS.userSetPassword });
      expect(response.json()).not.toHaveProperty('generatedPassword');
      expect(api.identityStore.users.find(MARIA.email)?.password).toBe(before);
    });

    it('refuses (403) once the pool reports a password the member set (first sign-in), and leaves it alone', async () => {
      const user = api.identityStore.users.find(ETHAN.email);
      if (!user) throw new Error('Ethan is seeded');
      await recordUserSetPassword(api.database)({ userName: user.username, userAttributes: user.attributes, triggerSource: 'NewPasswordRequired' });
      const token = await api.tokenOf(ETHAN.email);
      expect((await api.call({ url: `/accounts/${ETHAN.accountId}`, token })).json().hasUserSetPassword).toBe(true);
      const response = await api.call({ method: 'PUT', url: `/account/${ETHAN.accountId}/reset-password`, token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: RESET_PASSWORD_REFUSALS.userSetPassword });
      expect(api.identityStore.users.find(ETHAN.email)?.password).toBe(user.password);
    });

    it('refuses (403) an account whose plan does not allow account management', async () => {
      await api.database.query("UPDATE accounts SET has_user_set_password = false WHERE account_id = '200002'");
      const response = await api.call({ method: 'PUT', url: `/account/${JAMES.accountId}/reset-password`, token: await api.tokenOf(JAMES.email) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: RESET_PASSWORD_REFUSALS.noAccountManagement });
    });

    it('cannot be reopened by a PATCH that turns hasUserSetPassword back off (422)', async () => {
      const token = await api.tokenOf(MARIA.email);
      const patch = await api.call({ method: 'PATCH', url: `/account/${MARIA.accountId}`, token, payload: { hasUserSetPassword: false } });
      expect(patch.statusCode).toBe(422);
      expect(patch.json().message).toBe(USER_SET_PASSWORD_IS_FINAL);
      expect((await api.call({ method: 'PUT', url: `/account/${MARIA.accountId}/reset-password`, token })).statusCode).toBe(403);
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
