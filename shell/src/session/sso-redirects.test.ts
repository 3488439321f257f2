import { webcrypto } from 'node:crypto';
import { STORAGE_KEYS, TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { parsePendingSsoSignIn, pkceChallengeOf, type WebCrypto } from '@member/shared-contracts/sign-in';
import { ssoLogoutUrl } from './sso-logout-url';
import { startSsoSignIn } from './sso-redirects';

const deps = () => ({
  domain: 'http://localhost:4001',
  userPoolClientId: 'web',
  appOrigin: 'http://localhost:3000',
  storage: window.localStorage,
  tabStorage: window.sessionStorage,
  now: () => 1_000,
  // jsdom has no SubtleCrypto; the browser's Web Crypto and Node's are the same API.
  crypto: webcrypto as unknown as WebCrypto,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('starting single sign-on', () => {
  it("keeps the sign-in state's redirectPath for the return in this tab, only when it is a same-origin path", async () => {
    await startSsoSignIn('google', deps(), '/claims?tab=open');
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEYS.ssoRedirectPath)).toBe('/claims?tab=open');
    await startSsoSignIn('google', deps(), 'https://evil.example/');
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEYS.ssoRedirectPath)).toBeNull();
    await startSsoSignIn('google', deps(), '/home');
    await startSsoSignIn('google', deps());
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEYS.ssoRedirectPath)).toBeNull();
  });

  it('stores the pool and provider, and answers the hosted authorize URL', async () => {
    const url = new URL(await startSsoSignIn('google', deps()));
    expect(window.localStorage.getItem(STORAGE_KEYS.userPool)).toBe('default');
    expect(window.localStorage.getItem(STORAGE_KEYS.ssoProviderName)).toBe('Google');
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/sso');
  });

  it('keeps a fresh state and PKCE verifier in this tab only, and sends the state and the S256 challenge', async () => {
    const url = new URL(await startSsoSignIn('google', deps()));
    const pending = parsePendingSsoSignIn(window.sessionStorage.getItem(TAB_STORAGE_KEYS.pendingSsoSignIn));
    expect(pending).not.toBeNull();
    expect(url.searchParams.get('state')).toBe(pending?.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(await pkceChallengeOf(pending?.codeVerifier ?? '', webcrypto as unknown as WebCrypto));
    expect(url.toString()).not.toContain(pending?.codeVerifier);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(pending?.state);

    const again = new URL(await startSsoSignIn('google', deps()));
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(again.searchParams.get('code_challenge')).not.toBe(url.searchParams.get('code_challenge'));
  });

  it('chooses the bnft pool for bnft and refuses unknown providers', async () => {
    await startSsoSignIn('BNFT', deps());
    expect(window.localStorage.getItem(STORAGE_KEYS.userPool)).toBe('bnft');
    await expect(startSsoSignIn('Facebook', deps())).rejects.toThrow();
  });

  it('answers the hosted logout only for sso sessions', () => {
    expect(ssoLogoutUrl(deps())).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'Google');
    const url = new URL(ssoLogoutUrl(deps()) ?? '');
    expect(url.searchParams.get('logout_uri')).toBe('http://localhost:3000/?state=signed-out');
    expect(url.searchParams.get('client_id')).toBe('web');
  });
});
