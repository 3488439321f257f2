/**
 * @jest-environment node
 */
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { FAILED_TO_REFRESH_TOKEN, createSsoTokenRefresher, type TokenRefresher } from './sso-token-refresher';

const jwt = (payload: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
const ACCESS = jwt({ iat: 1_900_000_000, username: 'google_1045' });
const ID = jwt({ iat: 1_900_000_000, 'custom:account_id': '200001' });

function setup(stored: Record<string, string>, answer: () => Promise<Response>) {
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const fetchImpl = jest.fn((_url: string, _init: RequestInit) => answer());
  const fallback = jest.fn(async () => ({ username: 'fallback' })) as unknown as jest.MockedFunction<TokenRefresher>;
  const refresh = createSsoTokenRefresher({ domain: 'http://idp.test', userPoolClientId: 'client-1', storage, fetch: fetchImpl as unknown as typeof fetch, fallback });
  return { refresh, fetchImpl, fallback };
}

const FEDERATED = { identities: [{ providerName: 'bnft', userId: 'bnft-0011' }] };
const input = (refreshToken?: string, idTokenPayload: Record<string, unknown> = FEDERATED) =>
  ({ tokens: { accessToken: { payload: {} }, idToken: { payload: idTokenPayload }, ...(refreshToken ? { refreshToken } : {}) }, username: 'google_1045' }) as unknown as Parameters<TokenRefresher>[0];

const tokenAnswer = (body: Record<string, unknown>) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('sso token refresher', () => {
  it("leaves a password session to Amplify's own refresh, whatever a stale storage says", async () => {
    const { refresh, fetchImpl, fallback } = setup({ [STORAGE_KEYS.ssoProviderName]: 'bnft', [STORAGE_KEYS.userPool]: 'bnft' }, tokenAnswer({}));
    await refresh(input('rt-1', { 'custom:account_id': '200001' }));
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refreshes a bnft single-sign-on session at /auth/bnft/oauth2/token with grant_type refresh_token', async () => {
    const { refresh, fetchImpl } = setup({ [STORAGE_KEYS.ssoProviderName]: 'bnft', [STORAGE_KEYS.userPool]: 'bnft' }, tokenAnswer({ id_token: ID, access_token: ACCESS, token_type: 'Bearer', expires_in: 3600 }));
    const tokens = await refresh(input('rt-1'));
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://idp.test/auth/bnft/oauth2/token');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ grant_type: 'refresh_token', client_id: 'client-1', refresh_token: 'rt-1' });
    expect(tokens.idToken?.toString()).toBe(ID);
    expect(tokens.idToken?.payload['custom:account_id']).toBe('200001');
    expect(tokens.accessToken.toString()).toBe(ACCESS);
    expect(tokens.refreshToken).toBe('rt-1');
    expect(tokens.username).toBe('google_1045');
  });

  it("fails with 'Failed to refresh token' when the endpoint refuses or there is no refresh token", async () => {
    const refused = setup({ [STORAGE_KEYS.ssoProviderName]: 'Google' }, async () => new Response('{"error":"invalid_grant"}', { status: 400 }));
    await expect(refused.refresh(input('rt-1'))).rejects.toThrow(FAILED_TO_REFRESH_TOKEN);
    expect(refused.fetchImpl.mock.calls[0]?.[0]).toBe('http://idp.test/auth/oauth2/token');
    const none = setup({ [STORAGE_KEYS.ssoProviderName]: 'Google' }, tokenAnswer({}));
    await expect(none.refresh(input())).rejects.toThrow(FAILED_TO_REFRESH_TOKEN);
  });
});
