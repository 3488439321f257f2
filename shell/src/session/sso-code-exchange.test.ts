import { STORAGE_KEYS, TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { exchangeSsoCodeForTokens, SsoCodeExchangeError, SSO_RETURN_WITHOUT_PENDING_SIGN_IN, UNUSABLE_SOCIAL_TOKEN } from './sso-code-exchange';

const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');
const LINKED_ID = jwt({ 'cognito:username': 'google_1', 'custom:account_id': '200001', identities: [{ providerName: 'Google', userId: '1' }] });
const UNLINKED_ID = jwt({ 'cognito:username': 'google_2', email: 'kevin@example.com', identities: [{ providerName: 'Google', userId: '2' }] });

function setup(body: unknown, status = 200) {
  const fetch = jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const onPending = jest.fn<void, [PendingFederatedSignIn]>();
  const deps = {
    domain: 'http://localhost:4001',
    userPoolClientId: 'web',
    appOrigin: 'http://localhost:3000',
    storage: window.localStorage,
    tabStorage: window.sessionStorage,
    now: () => 1_000,
    fetch,
    logger,
    onPending,
  };
  return { deps, fetch, logger, onPending };
}

const VERIFIER = 'v'.repeat(43);
/** What startSsoSignIn left in this tab; answers the return query that matches it. */
function pendingSignIn(state = 'the-state', expiresAt = 60_000) {
  window.sessionStorage.setItem(TAB_STORAGE_KEYS.pendingSsoSignIn, JSON.stringify({ state, codeVerifier: VERIFIER, expiresAt }));
}
const ret = (code: string, state: string | null = 'the-state') => ({ code, state });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  pendingSignIn();
});

describe('the /sso code exchange (access §7)', () => {
  it('posts the form-encoded code grant to the default pool path and stores linked tokens in Amplify format', async () => {
    const { deps, fetch } = setup({ id_token: LINKED_ID, access_token: jwt({ username: 'google_1' }), refresh_token: 'r' });
    await expect(exchangeSsoCodeForTokens(ret('the-code'), deps)).resolves.toBe('signedIn');
    expect(fetch).toHaveBeenCalledWith('http://localhost:4001/auth/oauth2/token', expect.objectContaining({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=authorization_code&client_id=web&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fsso&code=the-code&code_verifier=${VERIFIER}`,
    }));
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.LastAuthUser')).toBe('google_1');
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.google_1.idToken')).toBe(LINKED_ID);
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.google_1.refreshToken')).toBe('r');
  });

  it('uses the bnft token path for the stored bnft pool', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userPool, 'bnft');
    const { deps, fetch } = setup({ id_token: LINKED_ID, access_token: jwt({ username: 'google_1' }) });
    await exchangeSsoCodeForTokens(ret('c'), deps);
    expect(fetch.mock.calls[0][0]).toBe('http://localhost:4001/auth/bnft/oauth2/token');
  });

  it('keeps an unlinked identity as the pending federated sign-in, storing no tokens', async () => {
    const { deps, onPending } = setup({ id_token: UNLINKED_ID, access_token: jwt({ username: 'google_2' }) });
    await expect(exchangeSsoCodeForTokens(ret('c'), deps)).resolves.toBe('linkRequired');
    expect(onPending).toHaveBeenCalledWith({ email: 'kevin@example.com', idToken: UNLINKED_ID, idpIdentifier: 'Google', userId: '2' });
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.LastAuthUser')).toBeNull();
  });

  it('fails (nothing stored) on a refused code, a network failure or a body without tokens', async () => {
    await expect(exchangeSsoCodeForTokens(ret('c'), setup({ error: 'invalid_grant' }, 400).deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    pendingSignIn();
    await expect(exchangeSsoCodeForTokens(ret('c'), setup({ nothing: true }).deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    pendingSignIn();
    const offline = setup({});
    offline.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(exchangeSsoCodeForTokens(ret('c'), offline.deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    expect(window.localStorage.length).toBe(0);
  });

  it('logs an unusable social token (no account, no identities) without its content', async () => {
    const { deps, logger } = setup({ id_token: jwt({ 'cognito:username': 'x', email: 'kevin@example.com' }), access_token: jwt({ username: 'x' }) });
    await expect(exchangeSsoCodeForTokens(ret('c'), deps)).rejects.toThrow(UNUSABLE_SOCIAL_TOKEN);
    expect(logger.error).toHaveBeenCalledWith(UNUSABLE_SOCIAL_TOKEN, { reason: 'noAccountNorIdentity' });
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('kevin');
  });

  describe('login CSRF: a return this tab did not start exchanges nothing', () => {
    const LINKED = { id_token: LINKED_ID, access_token: jwt({ username: 'google_1' }), refresh_token: 'r' };

    it('no pending sign-in in this tab (a code from another browser): refused, no request, nothing stored', async () => {
      window.sessionStorage.clear();
      const { deps, fetch, logger } = setup(LINKED);
      await expect(exchangeSsoCodeForTokens(ret('attacker-code'), deps)).rejects.toThrow(SSO_RETURN_WITHOUT_PENDING_SIGN_IN);
      expect(fetch).not.toHaveBeenCalled();
      expect(window.localStorage.length).toBe(0);
      expect(logger.warn).toHaveBeenCalledWith(SSO_RETURN_WITHOUT_PENDING_SIGN_IN, { reason: 'noPendingSignIn' });
    });

    it('another state, no state, or an expired pending sign-in: refused without a request', async () => {
      for (const [state, expiresAt, reason] of [
        ['other-state', 60_000, 'stateMismatch'],
        [null, 60_000, 'stateMismatch'],
        ['the-state', 1_000, 'expired'],
      ] as const) {
        pendingSignIn('the-state', expiresAt);
        const { deps, fetch, logger } = setup(LINKED);
        await expect(exchangeSsoCodeForTokens(ret('c', state), deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
        expect(fetch).not.toHaveBeenCalled();
        expect(logger.warn).toHaveBeenCalledWith(SSO_RETURN_WITHOUT_PENDING_SIGN_IN, { reason });
      }
    });

    it('a pending sign-in is used once: replaying the same return is refused', async () => {
      const first = setup(LINKED);
      await expect(exchangeSsoCodeForTokens(ret('c'), first.deps)).resolves.toBe('signedIn');
      expect(window.sessionStorage.getItem(TAB_STORAGE_KEYS.pendingSsoSignIn)).toBeNull();
      const replay = setup(LINKED);
      await expect(exchangeSsoCodeForTokens(ret('c'), replay.deps)).rejects.toThrow(SSO_RETURN_WITHOUT_PENDING_SIGN_IN);
      expect(replay.fetch).not.toHaveBeenCalled();
    });
  });
});
