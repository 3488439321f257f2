import {
  authorizationCodeGrant,
  hostedAuthorizeUrl,
  refreshTokenGrant,
  ssoRedirectUri,
  ssoTokenPath,
  ssoTokenUrl,
} from './hosted-ui';
import { hostedLogoutUrl } from './sso-paths';

describe('hosted single sign-on URLs (access §7)', () => {
  it('builds the authorize redirect with the four parameters, state and the S256 code challenge', () => {
    const url = new URL(
      hostedAuthorizeUrl({ domain: 'http://localhost:4001/', clientId: 'web', redirectUri: 'http://localhost:3000/sso', identityProvider: 'Google', state: 'st', codeChallenge: 'ch' }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:4001/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'web',
      redirect_uri: 'http://localhost:3000/sso',
      identity_provider: 'Google',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('builds the logout redirect with client_id and logout_uri', () => {
    const url = new URL(hostedLogoutUrl({ domain: 'https://auth.example.com', clientId: 'web', logoutUri: 'https://app.example.com/?state=signed-out' }));
    expect(url.pathname).toBe('/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'web', logout_uri: 'https://app.example.com/?state=signed-out' });
  });

  it('picks the token path by user pool', () => {
    expect(ssoTokenPath('bnft')).toBe('/auth/bnft/oauth2/token');
    expect(ssoTokenPath('default')).toBe('/auth/oauth2/token');
    expect(ssoTokenPath('idp-sso')).toBe('/auth/oauth2/token');
    expect(ssoTokenUrl('http://localhost:4001/', 'bnft')).toBe('http://localhost:4001/auth/bnft/oauth2/token');
  });

  it('answers the /sso redirect uri of an origin', () => {
    expect(ssoRedirectUri('http://localhost:3000/')).toBe('http://localhost:3000/sso');
  });

  it('form-encodes both grants', () => {
    expect(authorizationCodeGrant({ clientId: 'web', redirectUri: 'http://a/sso', code: 'c 1', codeVerifier: 'v' }).toString()).toBe(
      'grant_type=authorization_code&client_id=web&redirect_uri=http%3A%2F%2Fa%2Fsso&code=c+1&code_verifier=v',
    );
    expect(refreshTokenGrant({ clientId: 'web', refreshToken: 'r' }).toString()).toBe('grant_type=refresh_token&client_id=web&refresh_token=r');
  });
});
