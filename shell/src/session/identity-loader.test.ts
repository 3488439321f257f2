import { webcrypto } from 'node:crypto';
import { amplifyTokenEntries } from '@member/shared-contracts/sign-in';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { createIdentityLoader } from './identity-loader';

const identity = { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'web' };
const NOW = 1_800_000_000_000;
const jwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

const mockAmplify = {
  configureIdentity: jest.fn(),
  readIdentitySession: jest.fn(),
  readMfaEnabled: jest.fn(),
};
jest.mock('./amplify-identity', () => mockAmplify);

/** The identity service's answer to REFRESH_TOKEN_AUTH (new id and access tokens, the refresh token kept). */
const refreshAnswer = (status: number, body: unknown) =>
  jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);
const REFRESHED_ACCESS = jwt({ exp: Math.floor(NOW / 1000) + 3600, iat: Math.floor(NOW / 1000), token_use: 'access', [CLAIM_KEYS.accountId]: '200001' });
const REFRESHED_ID = jwt({ exp: Math.floor(NOW / 1000) + 3600, iat: Math.floor(NOW / 1000), [CLAIM_KEYS.accountId]: '200001', given_name: 'Maria' });

function setup({ expiresInMs, fetch = refreshAnswer(200, { AuthenticationResult: { AccessToken: REFRESHED_ACCESS, IdToken: REFRESHED_ID, ExpiresIn: 3600 }, ChallengeParameters: {} }), deviceKey }: {
  expiresInMs: number | null;
  fetch?: jest.Mock;
  deviceKey?: string;
}) {
  const entries = new Map<string, string>();
  if (expiresInMs !== null) {
    const exp = Math.floor((NOW + expiresInMs) / 1000);
    const idToken = jwt({ exp, [CLAIM_KEYS.accountId]: '200001', given_name: 'Maria' });
    const accessToken = jwt({ exp, token_use: 'access', [CLAIM_KEYS.accountId]: '200001' });
    for (const [key, value] of amplifyTokenEntries('web', 'user-1', { idToken, accessToken, refreshToken: 'refresh-1' })) entries.set(key, value);
    if (deviceKey) entries.set('CognitoIdentityServiceProvider.web.user-1.deviceKey', deviceKey);
  }
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  } as Storage;
  mockAmplify.configureIdentity.mockReset();
  mockAmplify.readIdentitySession.mockReset().mockResolvedValue({ idTokenPayload: { [CLAIM_KEYS.accountId]: '200001' }, mfaEnabled: true, federatedUserId: null });
  mockAmplify.readMfaEnabled.mockReset().mockResolvedValue(true);
  const loader = createIdentityLoader({ ...identity, userPoolEndpoint: 'http://idp.test' }, { storage, now: () => NOW, fetch: fetch as unknown as typeof globalThis.fetch });
  return { loader, amplify: mockAmplify, fetch, entries, storedAccessToken: entries.get('CognitoIdentityServiceProvider.web.user-1.accessToken') };
}

describe('identity loader: a stored session without the identity library', () => {
  it('reads a fresh stored session and its bearer (the access token, never the id token) from storage, without Amplify or a round trip', async () => {
    const { loader, amplify, fetch, storedAccessToken } = setup({ expiresInMs: 30 * 60_000 });
    expect(loader.readStoredSession()).toEqual({
      idTokenPayload: expect.objectContaining({ [CLAIM_KEYS.accountId]: '200001', given_name: 'Maria' }),
      mfaEnabled: null,
      federatedUserId: null,
    });
    expect(storedAccessToken).toBeDefined();
    await expect(loader.bearerToken()).resolves.toBe(storedAccessToken);
    await expect(loader.port.signedInAccountId?.()).resolves.toBe('200001');
    expect(amplify.configureIdentity).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes a token in its last minute, or expired, with one REFRESH_TOKEN_AUTH request and no Amplify, and stores what it got', async () => {
    for (const expiresInMs of [30_000, -2 * 60 * 60_000]) {
      const { loader, amplify, fetch, entries } = setup({ expiresInMs });
      expect(loader.readStoredSession()).toBeNull();
      loader.preload();
      const [bearer, session] = await Promise.all([loader.bearerToken(), loader.readSession({ withMfa: false })]);
      expect(bearer).toBe(REFRESHED_ACCESS);
      expect(session?.idTokenPayload).toEqual(expect.objectContaining({ given_name: 'Maria' }));
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('http://idp.test');
      expect((init.headers as Record<string, string>)['x-amz-target']).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
      expect(JSON.parse(String(init.body))).toEqual({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'web', AuthParameters: { REFRESH_TOKEN: 'refresh-1' } });
      expect(entries.get('CognitoIdentityServiceProvider.web.user-1.accessToken')).toBe(REFRESHED_ACCESS);
      expect(entries.get('CognitoIdentityServiceProvider.web.user-1.refreshToken')).toBe('refresh-1');
      expect(loader.readStoredSession()).not.toBeNull();
      expect(amplify.configureIdentity).not.toHaveBeenCalled();
    }
  });

  it("sends the remembered device's key with the refresh", async () => {
    const { loader, fetch } = setup({ expiresInMs: -60_000, deviceKey: 'us-east-1_device-1' });
    await loader.bearerToken();
    expect(JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body)).AuthParameters).toEqual({ REFRESH_TOKEN: 'refresh-1', DEVICE_KEY: 'us-east-1_device-1' });
  });

  it('keeps a device clock two hours fast from refreshing again: the new tokens are stored with their drift', async () => {
    // The service's clock is two hours behind this device's: its new tokens look expired to a naive reader.
    const serviceNow = Math.floor(NOW / 1000) - 2 * 3600;
    const tokens = { AccessToken: jwt({ iat: serviceNow, exp: serviceNow + 3600 }), IdToken: jwt({ iat: serviceNow, exp: serviceNow + 3600, [CLAIM_KEYS.accountId]: '200001' }) };
    const { loader, fetch, entries } = setup({ expiresInMs: -3 * 60 * 60_000, fetch: refreshAnswer(200, { AuthenticationResult: tokens }) });
    await expect(loader.bearerToken()).resolves.toBe(tokens.AccessToken);
    expect(Number(entries.get('CognitoIdentityServiceProvider.web.user-1.clockDrift'))).toBe(-2 * 60 * 60_000);
    await loader.bearerToken();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh ends the session (its tokens removed, no bearer, no session); a failed one keeps them', async () => {
    const refused = setup({ expiresInMs: -60_000, fetch: refreshAnswer(400, { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }) });
    await expect(refused.loader.bearerToken()).resolves.toBeNull();
    expect(refused.entries.size).toBe(0);
    await expect(refused.loader.readSession({ withMfa: false })).resolves.toBeNull();
    const failed = setup({ expiresInMs: -60_000, fetch: refreshAnswer(503, {}) });
    await expect(failed.loader.bearerToken()).resolves.toBeNull();
    expect(failed.entries.get('CognitoIdentityServiceProvider.web.user-1.refreshToken')).toBe('refresh-1');
  });

  it('reads the MFA preference, or a forced refresh, through Amplify only when asked', async () => {
    const { loader, amplify } = setup({ expiresInMs: 30 * 60_000 });
    loader.readStoredSession();
    expect(amplify.readMfaEnabled).not.toHaveBeenCalled();
    await expect(loader.readMfaEnabled()).resolves.toBe(true);
    expect(amplify.readMfaEnabled).toHaveBeenCalledTimes(1);
    await loader.readSession({ forceRefresh: true });
    expect(amplify.readIdentitySession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('with nothing stored: no session, no token, and preload sends nothing', async () => {
    const { loader, amplify, fetch } = setup({ expiresInMs: null });
    loader.preload();
    expect(loader.readStoredSession()).toBeNull();
    await expect(loader.bearerToken()).resolves.toBeNull();
    await expect(loader.readSession()).resolves.toBeNull();
    expect(amplify.configureIdentity).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('identity loader: the hosted single sign-on start (state and PKCE)', () => {
  const memoryStorage = () => {
    const entries = new Map<string, string>();
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    } as Storage;
  };

  const jsdomCrypto = globalThis.crypto;
  beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
  afterAll(() => Object.defineProperty(globalThis, 'crypto', { value: jsdomCrypto, configurable: true }));

  it('on the press, loads the state/PKCE code and sends the browser to the hosted authorize URL with state and an S256 challenge', async () => {
    const assignLocation = jest.fn();
    const tabStorage = memoryStorage();
    const analytics = { track: jest.fn() };
    const loader = createIdentityLoader(
      { ...identity, hostedUiDomain: 'https://auth.example.test' },
      { storage: memoryStorage(), tabStorage, assignLocation, appOrigin: () => 'https://app.example.test', now: () => NOW, analytics },
    );
    await loader.port.signInWithProvider?.({ provider: 'google' });
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('SSO Process', { step: 'started', provider: 'google' });
    const url = new URL(assignLocation.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://auth.example.test/oauth2/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.test/sso');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(JSON.parse(tabStorage.getItem(TAB_STORAGE_KEYS.pendingSsoSignIn) ?? '{}')).toEqual(expect.objectContaining({ state: url.searchParams.get('state') }));
  });

  it('offers no single sign-on where no hosted domain is configured', () => {
    expect(createIdentityLoader(identity).port.signInWithProvider).toBeUndefined();
  });
});
