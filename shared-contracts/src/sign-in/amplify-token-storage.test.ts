import { amplifySessionKeys, readStoredRefreshCredentials } from './amplify-session-keys';
import { amplifyLastAuthUserKey, amplifyTokenEntries, isStoredTokenFresh, readStoredIdentityTokens } from './amplify-token-storage';

describe("Amplify v6's token storage format", () => {
  it('writes LastAuthUser and the per-user token keys', () => {
    expect(amplifyLastAuthUserKey('web')).toBe('CognitoIdentityServiceProvider.web.LastAuthUser');
    expect(amplifyTokenEntries('web', 'google_1', { idToken: 'i', accessToken: 'a', refreshToken: 'r' })).toEqual([
      ['CognitoIdentityServiceProvider.web.LastAuthUser', 'google_1'],
      ['CognitoIdentityServiceProvider.web.google_1.accessToken', 'a'],
      ['CognitoIdentityServiceProvider.web.google_1.idToken', 'i'],
      ['CognitoIdentityServiceProvider.web.google_1.refreshToken', 'r'],
      ['CognitoIdentityServiceProvider.web.google_1.clockDrift', '0'],
    ]);
  });

  it('leaves the refresh token out when the exchange gave none', () => {
    const keys = amplifyTokenEntries('web', 'u', { idToken: 'i', accessToken: 'a' }).map(([key]) => key);
    expect(keys).not.toContain('CognitoIdentityServiceProvider.web.u.refreshToken');
  });
});

const jwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const storageOf = (entries: Array<[string, string]>) => {
  const map = new Map(entries);
  return { getItem: (key: string) => map.get(key) ?? null };
};

describe('readStoredIdentityTokens: a stored session read without the identity library', () => {
  it('reads back what amplifyTokenEntries wrote: the user, both tokens, the id payload, the earlier expiry', () => {
    const idToken = jwt({ exp: 2_000_000_000, 'custom:account_id': 'acc-1', given_name: 'José' });
    const accessToken = jwt({ exp: 1_999_999_000, token_use: 'access' });
    const stored = readStoredIdentityTokens('web', storageOf(amplifyTokenEntries('web', 'u-1', { idToken, accessToken })));
    expect(stored).toEqual({
      username: 'u-1',
      idToken,
      idTokenPayload: { exp: 2_000_000_000, 'custom:account_id': 'acc-1', given_name: 'José' },
      accessToken,
      expiresAt: 1_999_999_000_000,
      clockDrift: 0,
    });
  });

  it('reads the refresh token, the remembered device and the drift a refresh wrote', () => {
    const entries = amplifyTokenEntries('web', 'u-1', { idToken: jwt({ exp: 2e9 }), accessToken: jwt({ exp: 2e9 }), refreshToken: 'r-1' }, -7_200_000);
    const storage = storageOf([...entries, ['CognitoIdentityServiceProvider.web.u-1.deviceKey', 'us-east-1_dev']]);
    expect(readStoredIdentityTokens('web', storage)).toMatchObject({ clockDrift: -7_200_000 });
    expect(readStoredRefreshCredentials('web', 'u-1', storage)).toEqual({ refreshToken: 'r-1', deviceKey: 'us-east-1_dev' });
    expect(amplifySessionKeys('web', 'u-1')).toEqual(expect.arrayContaining(entries.map(([key]) => key)));
  });

  it('is null without a signed-in user, without an id token, or with an undecodable or expiry-less token', () => {
    expect(readStoredIdentityTokens('web', storageOf([]))).toBeNull();
    expect(readStoredIdentityTokens('web', storageOf([[amplifyLastAuthUserKey('web'), 'u']]))).toBeNull();
    expect(readStoredIdentityTokens('web', storageOf(amplifyTokenEntries('web', 'u', { idToken: 'not-a-jwt', accessToken: 'a' })))).toBeNull();
    expect(readStoredIdentityTokens('web', storageOf(amplifyTokenEntries('web', 'u', { idToken: jwt({ sub: 'x' }), accessToken: jwt({ exp: 2e9 }) })))).toBeNull();
    // An access token that cannot be read (or is missing) leaves the session to the identity library.
    expect(readStoredIdentityTokens('web', storageOf(amplifyTokenEntries('web', 'u', { idToken: jwt({ exp: 2e9 }), accessToken: 'a' })))).toBeNull();
    // Another app client's tokens are not this one's.
    expect(readStoredIdentityTokens('other', storageOf(amplifyTokenEntries('web', 'u', { idToken: jwt({ exp: 2e9 }), accessToken: jwt({ exp: 2e9 }) })))).toBeNull();
  });

  it('counts a token fresh only with a minute left, on the clock corrected by the stored drift', () => {
    const tokens = { expiresAt: 1_000_000, clockDrift: 0 };
    expect(isStoredTokenFresh(tokens, 1_000_000 - 61_000)).toBe(true);
    expect(isStoredTokenFresh(tokens, 1_000_000 - 59_000)).toBe(false);
    expect(isStoredTokenFresh({ expiresAt: 1_000_000, clockDrift: 5_000 }, 1_000_000 - 61_000)).toBe(false);
  });
});
