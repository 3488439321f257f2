import { decodeJwt } from 'jose';
import { hostedAuthorizeUrl, hostedLogoutUrl } from '@member/shared-contracts/sign-in';

// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
import { POOL, callCognito, startIdentityServer, type RunningIdentityServer } from '../../testing/identity-test-harness';

const APP = 'http://localhost:3000';
const REDIRECT = `${APP}/sso`;

describe('hosted single sign-on pages and token endpoint', () => {
  let identity: RunningIdentityServer;
  beforeAll(async () => {
    identity = await startIdentityServer();
  });
  afterAll(() => identity.close());
  beforeEach(() => identity.store.reset());

  const authorize = (provider: string, overrides: Partial<Record<'clientId' | 'redirectUri', string>> = {}) =>
    fetch(
      hostedAuthorizeUrl({
        domain: identity.baseUrl,
        clientId: overrides.clientId ?? POOL.clientId,
        redirectUri: overrides.redirectUri ?? REDIRECT,
        identityProvider: provider,
        state: 'the-state',
        codeChallenge: CHALLENGE,
      }),
    );

  const choose = (username: string, provider = 'Google', pkce: Record<string, string> = { code_challenge: CHALLENGE, code_challenge_method: 'S256', state: 'the-state' }) =>
    fetch(`${identity.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: POOL.clientId, redirect_uri: REDIRECT, identity_provider: provider, username, ...pkce }),
    });

  const codeFor = async (username: string, provider = 'Google') => {
    const response = await choose(username, provider);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('the-state');
    return location.searchParams.get('code') ?? '';
  };

  const token = (body: Record<string, string>, path = '/auth/oauth2/token') =>
    fetch(`${identity.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

  it('lists the provider demo identities (case-insensitive provider) on an accessible page', async () => {
    const response = await authorize('GOOGLE');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Sign in with Google (sandbox)</h1>');
    expect(page).toContain('Continue as Maria Lopez');
    expect(page).toContain('Continue as Kevin Nguyen');
    expect(page).not.toContain('Olivia');
    expect(await (await authorize('bnft')).text()).toContain('Sign in with bnft (sandbox)');
  });

  it('refuses an unknown client, a redirect_uri off the allow-list and an unknown provider', async () => {
    expect((await authorize('Google', { clientId: 'other' })).status).toBe(400);
    expect((await authorize('Google', { redirectUri: 'https://evil.example.com/sso' })).status).toBe(400);
    expect((await authorize('Google', { redirectUri: `${APP}/elsewhere` })).status).toBe(400);
    expect((await authorize('Facebook')).status).toBe(400);
    expect((await choose('hra.primary@example.com')).status).toBe(400);
  });

  it('exchanges a one-time code for Cognito-style tokens carrying identities and, when linked, the account', async () => {
    const code = await codeFor('google_104510000000000000001');
    const response = await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code, code_verifier: VERIFIER });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const claims = decodeJwt(String(body.id_token));
    expect(claims['cognito:username']).toBe('google_104510000000000000001');
    expect(claims.identities).toEqual([expect.objectContaining({ providerName: 'Google', userId: '104510000000000000001' })]);
    expect(claims['custom:account_id']).toBe('200001');
    await expect(identity.server.identity.verifyAccessOrIdToken(String(body.id_token), 'id')).resolves.toBeTruthy();

    const again = await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code, code_verifier: VERIFIER });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('issues unlinked tokens without account claims, also on the bnft path', async () => {
    const code = await codeFor('google_104510000000000000002');
    const response = await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code, code_verifier: VERIFIER }, '/auth/bnft/oauth2/token');
    const claims = decodeJwt(String(((await response.json()) as Record<string, unknown>).id_token));
    expect(claims['custom:account_id']).toBeUndefined();
    expect(claims['custom:federated_email']).toBe('tiered@example.com');
  });

  it('refuses a code for another redirect_uri or client, and unknown grants', async () => {
    const code = await codeFor('google_104510000000000000001');
    expect((await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: `${APP}/other`, code, code_verifier: VERIFIER })).status).toBe(400);
    expect((await token({ grant_type: 'authorization_code', client_id: 'other', redirect_uri: REDIRECT, code: 'x' })).status).toBe(400);
    expect(await (await token({ grant_type: 'password', client_id: POOL.clientId })).json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('refreshes through the token endpoint and through REFRESH_TOKEN_AUTH (what Amplify uses)', async () => {
    const code = await codeFor('google_104510000000000000001');
    const tokens = (await (await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code, code_verifier: VERIFIER })).json()) as Record<string, string>;
    const refreshed = (await (await token({ grant_type: 'refresh_token', client_id: POOL.clientId, refresh_token: tokens.refresh_token ?? '' })).json()) as Record<string, unknown>;
    expect(typeof refreshed.id_token).toBe('string');
    expect(refreshed.refresh_token).toBeUndefined();
    const viaCognito = await callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: POOL.clientId, AuthParameters: { REFRESH_TOKEN: tokens.refresh_token } });
    expect(viaCognito.status).toBe(200);
    expect(await token({ grant_type: 'refresh_token', client_id: POOL.clientId, refresh_token: 'nope' }).then((r) => r.status)).toBe(400);
  });

  it('logs out of the hosted session and goes back to an allowed logout_uri only', async () => {
    const ok = await fetch(hostedLogoutUrl({ domain: identity.baseUrl, clientId: POOL.clientId, logoutUri: `${APP}/?state=signed-out` }), { redirect: 'manual' });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${APP}/?state=signed-out`);
    expect(ok.headers.get('set-cookie')).toContain('Max-Age=0');
    const refused = await fetch(hostedLogoutUrl({ domain: identity.baseUrl, clientId: POOL.clientId, logoutUri: 'https://evil.example.com/' }), { redirect: 'manual' });
    expect(refused.status).toBe(400);
  });

  it('links a federated identity to a member (its next tokens carry the account)', async () => {
    identity.store.linkFederatedIdentity('google_104510000000000000002', 'tiered@example.com');
    const code = await codeFor('google_104510000000000000002');
    const body = (await (await token({ grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code, code_verifier: VERIFIER })).json()) as Record<string, string>;
    expect(decodeJwt(body.id_token ?? '')['custom:account_id']).toBeTruthy();
  });
  describe('PKCE S256 and state (login CSRF)', () => {
    it('the authorize page refuses a request without a code_challenge or with another method', async () => {
      const url = new URL(
        hostedAuthorizeUrl({ domain: identity.baseUrl, clientId: POOL.clientId, redirectUri: REDIRECT, identityProvider: 'Google', state: 's', codeChallenge: CHALLENGE }),
      );
      url.searchParams.delete('code_challenge');
      const missing = await fetch(url);
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain('a code_challenge (PKCE, S256) is required');
      url.searchParams.set('code_challenge', CHALLENGE);
      url.searchParams.set('code_challenge_method', 'plain');
      const plain = await fetch(url);
      expect(plain.status).toBe(400);
      expect(await plain.text()).toContain('code_challenge_method must be S256');
      expect((await choose('google_104510000000000000001', 'Google', {})).status).toBe(400);
    });

    it('the page carries the challenge and state into each choice, and the cancel link sends the state back', async () => {
      const page = await (await authorize('Google')).text();
      expect(page).toContain(`<input type="hidden" name="code_challenge" value="${CHALLENGE}">`);
      expect(page).toContain('<input type="hidden" name="code_challenge_method" value="S256">');
      expect(page).toContain('<input type="hidden" name="state" value="the-state">');
      expect(page).toContain(`href="${REDIRECT}?error=access_denied&amp;state=the-state"`);
    });

    it('the token endpoint refuses a code without its code_verifier, or with another one, and the code is spent', async () => {
      for (const verifier of [undefined, 'x'.repeat(43)]) {
        const code = await codeFor('google_104510000000000000001');
        const body: Record<string, string> = { grant_type: 'authorization_code', client_id: POOL.clientId, redirect_uri: REDIRECT, code };
        if (verifier) body.code_verifier = verifier;
        const refused = await token(body);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
        const late = await token({ ...body, code_verifier: VERIFIER });
        expect(late.status).toBe(400);
      }
    });
  });
});
