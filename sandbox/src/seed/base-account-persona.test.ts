import { useMemberApiHarness } from '../testing/member-api-harness';
import { passwordMatchesVerifier } from '../identity/srp/password-verifier';
import { BASE_ACCOUNT_SSO, baseAccountPersona } from './base-account-persona';
import { federatedUsername } from './federated-identities';

const USERNAME = federatedUsername(BASE_ACCOUNT_SSO.provider, BASE_ACCOUNT_SSO.providerUserId);
const ACCOUNT_ID = baseAccountPersona.account.accountId;

describe('seed: the base-to-buy-up demo member', () => {
  const api = useMemberApiHarness();
  beforeEach(async () => {
    await api.app.memberApi.reset();
    api.identityStore.reset();
  });

  it('is the bnft federated user, linked to an account that meets the base-to-buy-up rule', async () => {
    expect(api.identityStore.users.find(USERNAME)?.attributes.email_verified).not.toBe('true');
    const response = await api.call({ url: `/accounts/${ACCOUNT_ID}`, token: await api.tokenOf(USERNAME) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ allowAccountManagement: true, hasUserSetPassword: false, email: null, clientOrgName: 'Acme Manufacturing - Austin' });
  });

  it('belongs to a client with several organisations to choose from', async () => {
    const response = await api.call({ url: '/client-organizations?client_id=101&limit=20', token: await api.tokenOf(USERNAME) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { items: unknown[] }).items.length).toBeGreaterThan(1);
  });

  it('completes: reset-password sets a password on that user, PATCH gives the account its email and organisation', async () => {
    const token = await api.tokenOf(USERNAME);
    const reset = await api.call({ method: 'PUT', url: `/account/${ACCOUNT_ID}/reset-password`, token });
    expect(reset.statusCode).toBe(200);
    const { generatedPassword, cognitoUsername } = reset.json() as { generatedPassword: string; cognitoUsername: string };
    expect(cognitoUsername).toBe(USERNAME);
    const user = api.identityStore.users.find(USERNAME);
    expect(user && passwordMatchesVerifier(api.identityStore.poolName, user.username, generatedPassword, user.password)).toBe(true);

    const patch = await api.call({
      method: 'PATCH',
      url: `/account/${ACCOUNT_ID}`,
      token,
      payload: { clientOrgId: 1002, email: 'alex.rivera@example.com', hasUserSetPassword: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ clientOrgId: 1002, email: 'alex.rivera@example.com', hasUserSetPassword: true });
    // The new email now finds the same identity user (password sign-in from now on).
    expect(api.identityStore.users.find('alex.rivera@example.com')?.username).toBe(USERNAME);
  });
});
