import { STORAGE_KEYS, type PendingFederatedSignIn } from '@member/shared-contracts';
import { exchangeSsoCodeForTokens, SsoCodeExchangeError, UNUSABLE_SOCIAL_TOKEN } from './sso-code-exchange';

const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');
const LINKED_ID = jwt({ 'cognito:username': 'google_1', 'custom:account_id': '200001', identities: [{ providerName: 'Google', userId: '1' }] });
const UNLINKED_ID = jwt({ 'cognito:username': 'google_2', email: 'kevin@example.com', identities: [{ providerName: 'Google', userId: '2' }] });

function setup(body: unknown, status = 200) {
  const fetch = jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const onPending = jest.fn<void, [PendingFederatedSignIn]>();
  const deps = { domain: 'http://localhost:4001', userPoolClientId: 'web', appOrigin: 'http://localhost:3000', storage: window.localStorage, fetch, logger, onPending };
  return { deps, fetch, logger, onPending };
}

beforeEach(() => window.localStorage.clear());

describe('the /sso code exchange (access §7)', () => {
  it('posts the form-encoded code grant to the default pool path and stores linked tokens in Amplify format', async () => {
    const { deps, fetch } = setup({ id_token: LINKED_ID, access_token: jwt({ username: 'google_1' }), refresh_token: 'r' });
    await expect(exchangeSsoCodeForTokens('the-code', deps)).resolves.toBe('signedIn');
    expect(fetch).toHaveBeenCalledWith('http://localhost:4001/auth/oauth2/token', expect.objectContaining({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&client_id=web&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fsso&code=the-code',
    }));
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.LastAuthUser')).toBe('google_1');
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.google_1.idToken')).toBe(LINKED_ID);
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.google_1.refreshToken')).toBe('r');
  });

  it('uses the bnft token path for the stored bnft pool', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userPool, 'bnft');
    const { deps, fetch } = setup({ id_token: LINKED_ID, access_token: jwt({ username: 'google_1' }) });
    await exchangeSsoCodeForTokens('c', deps);
    expect(fetch.mock.calls[0][0]).toBe('http://localhost:4001/auth/bnft/oauth2/token');
  });

  it('keeps an unlinked identity as the pending federated sign-in, storing no tokens', async () => {
    const { deps, onPending } = setup({ id_token: UNLINKED_ID, access_token: jwt({ username: 'google_2' }) });
    await expect(exchangeSsoCodeForTokens('c', deps)).resolves.toBe('linkRequired');
    expect(onPending).toHaveBeenCalledWith({ email: 'kevin@example.com', idToken: UNLINKED_ID, idpIdentifier: 'Google', userId: '2' });
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.web.LastAuthUser')).toBeNull();
  });

  it('fails (nothing stored) on a refused code, a network failure or a body without tokens', async () => {
    await expect(exchangeSsoCodeForTokens('c', setup({ error: 'invalid_grant' }, 400).deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    await expect(exchangeSsoCodeForTokens('c', setup({ nothing: true }).deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    const offline = setup({});
    offline.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(exchangeSsoCodeForTokens('c', offline.deps)).rejects.toBeInstanceOf(SsoCodeExchangeError);
    expect(window.localStorage.length).toBe(0);
  });

  it('logs an unusable social token (no account, no identities) without its content', async () => {
    const { deps, logger } = setup({ id_token: jwt({ 'cognito:username': 'x', email: 'kevin@example.com' }), access_token: jwt({ username: 'x' }) });
    await expect(exchangeSsoCodeForTokens('c', deps)).rejects.toThrow(UNUSABLE_SOCIAL_TOKEN);
    expect(logger.error).toHaveBeenCalledWith(UNUSABLE_SOCIAL_TOKEN, { reason: 'noAccountNorIdentity' });
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('kevin');
  });
});
