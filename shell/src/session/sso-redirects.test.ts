import { STORAGE_KEYS } from '@member/shared-contracts';
import { ssoLogoutUrl, startSsoSignIn } from './sso-redirects';

const deps = () => ({ domain: 'http://localhost:4001', userPoolClientId: 'web', appOrigin: 'http://localhost:3000', storage: window.localStorage });

beforeEach(() => window.localStorage.clear());

describe('starting single sign-on', () => {
  it('stores the pool and provider, and answers the hosted authorize URL', () => {
    const url = new URL(startSsoSignIn('google', deps()));
    expect(window.localStorage.getItem(STORAGE_KEYS.userPool)).toBe('default');
    expect(window.localStorage.getItem(STORAGE_KEYS.ssoProviderName)).toBe('Google');
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/sso');
  });

  it('chooses the bnft pool for bnft and refuses unknown providers', () => {
    startSsoSignIn('BNFT', deps());
    expect(window.localStorage.getItem(STORAGE_KEYS.userPool)).toBe('bnft');
    expect(() => startSsoSignIn('Facebook', deps())).toThrow();
  });

  it('answers the hosted logout only for sso sessions', () => {
    expect(ssoLogoutUrl(deps())).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'Google');
    const url = new URL(ssoLogoutUrl(deps()) ?? '');
    expect(url.searchParams.get('logout_uri')).toBe('http://localhost:3000/?state=signed-out');
    expect(url.searchParams.get('client_id')).toBe('web');
  });
});
