import { webcrypto } from 'node:crypto';
import { amplifyTokenEntries } from '@member/shared-contracts/sign-in';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { createIdentityLoader, type AmplifyIdentityModule } from './identity-loader';

const identity = { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'web' };
const NOW = 1_800_000_000_000;
const jwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

function setup({ expiresInMs }: { expiresInMs: number | null }) {
  const entries = new Map<string, string>();
  if (expiresInMs !== null) {
    const exp = Math.floor((NOW + expiresInMs) / 1000);
    const idToken = jwt({ exp, [CLAIM_KEYS.accountId]: '200001', given_name: 'Maria' });
    const accessToken = jwt({ exp, token_use: 'access', [CLAIM_KEYS.accountId]: '200001' });
    for (const [key, value] of amplifyTokenEntries('web', 'user-1', { idToken, accessToken })) entries.set(key, value);
  }
  const storage = { getItem: (key: string) => entries.get(key) ?? null } as Storage;
  const amplify = {
    configureIdentity: jest.fn(),
    currentBearerToken: jest.fn().mockResolvedValue('refreshed-access-token'),
    readIdentitySession: jest.fn().mockResolvedValue({ idTokenPayload: { [CLAIM_KEYS.accountId]: '200001' }, mfaEnabled: true, federatedUserId: null }),
    readIdTokenPayload: jest.fn().mockResolvedValue({ [CLAIM_KEYS.accountId]: '200001' }),
    readMfaEnabled: jest.fn().mockResolvedValue(true),
  };
  const loader = createIdentityLoader(identity, { storage, now: () => NOW, preloaded: Promise.resolve(amplify as unknown as AmplifyIdentityModule) });
  return { loader, amplify, storedAccessToken: entries.get('CognitoIdentityServiceProvider.web.user-1.accessToken') };
}

describe('identity loader: a stored session before the identity library', () => {
  it('reads a fresh stored session and its bearer (the access token, never the id token) from storage, without Amplify or a round trip', async () => {
    const { loader, amplify, storedAccessToken } = setup({ expiresInMs: 30 * 60_000 });
    expect(loader.readStoredSession()).toEqual({
      idTokenPayload: expect.objectContaining({ [CLAIM_KEYS.accountId]: '200001', given_name: 'Maria' }),
      mfaEnabled: null,
      federatedUserId: null,
    });
    expect(storedAccessToken).toBeDefined();
    await expect(loader.bearerToken()).resolves.toBe(storedAccessToken);
    await expect(loader.port.signedInAccountId?.()).resolves.toBe('200001');
    expect(amplify.configureIdentity).not.toHaveBeenCalled();
    expect(amplify.currentBearerToken).not.toHaveBeenCalled();
    expect(amplify.readIdentitySession).not.toHaveBeenCalled();
  });

  it('leaves a token in its last minute, or expired, to Amplify (which refreshes it)', async () => {
    for (const expiresInMs of [30_000, -60_000]) {
      const { loader, amplify } = setup({ expiresInMs });
      expect(loader.readStoredSession()).toBeNull();
      await expect(loader.bearerToken()).resolves.toBe('refreshed-access-token');
      expect(amplify.configureIdentity).toHaveBeenCalledWith(identity);
    }
  });

  it('reads the MFA preference through Amplify only when asked', async () => {
    const { loader, amplify } = setup({ expiresInMs: 30 * 60_000 });
    loader.readStoredSession();
    expect(amplify.readMfaEnabled).not.toHaveBeenCalled();
    await expect(loader.readMfaEnabled()).resolves.toBe(true);
    expect(amplify.readMfaEnabled).toHaveBeenCalledTimes(1);
  });

  it('with nothing stored: no session, no token, and preload loads nothing', async () => {
    const { loader, amplify } = setup({ expiresInMs: null });
    loader.preload();
    expect(loader.readStoredSession()).toBeNull();
    await expect(loader.bearerToken()).resolves.toBeNull();
    await expect(loader.readSession()).resolves.toBeNull();
    expect(amplify.configureIdentity).not.toHaveBeenCalled();
  });

  it('preload starts Amplify beside the page when the stored tokens need a refresh', async () => {
    const { loader, amplify } = setup({ expiresInMs: 30_000 });
    loader.preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(amplify.configureIdentity).toHaveBeenCalledTimes(1);
  });

  it('preload leaves Amplify unloaded while the stored tokens are fresh (it loads on first need)', async () => {
    const { loader, amplify } = setup({ expiresInMs: 30 * 60_000 });
    loader.preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(amplify.configureIdentity).not.toHaveBeenCalled();
    await loader.readMfaEnabled();
    expect(amplify.configureIdentity).toHaveBeenCalledTimes(1);
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
