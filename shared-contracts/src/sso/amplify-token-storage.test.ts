import { amplifyLastAuthUserKey, amplifyTokenEntries } from './amplify-token-storage';

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
