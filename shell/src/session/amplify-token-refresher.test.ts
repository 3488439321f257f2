/**
 * @jest-environment node
 */
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { FAILED_TO_REFRESH_TOKEN, createAmplifyTokenRefresher, type TokenRefresher } from './amplify-token-refresher';

const jwt = (payload: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
const ACCESS = jwt({ iat: 1_900_000_000, username: 'google_1045' });
const ID = jwt({ iat: 1_900_000_000, 'custom:account_id': '200001' });
const identity = { region: 'us-east-1', userPoolId: 'us-east-1_pool', userPoolClientId: 'client-1', userPoolEndpoint: 'http://cognito.test', hostedUiDomain: 'http://idp.test' };

function setup(stored: Record<string, string>, answer: () => Promise<Response>) {
  const storage = { getItem: (key: string) => stored[key] ?? null, setItem: jest.fn(), removeItem: jest.fn() };
  const fetchImpl = jest.fn((_url: string, _init: RequestInit) => answer());
  const refresh = createAmplifyTokenRefresher({ identity, storage, fetch: fetchImpl as unknown as typeof fetch });
  return { refresh, fetchImpl };
}

const FEDERATED = { identities: [{ providerName: 'bnft', userId: 'bnft-0011' }] };
const input = (refreshToken?: string, idTokenPayload: Record<string, unknown> = FEDERATED, deviceKey?: string) =>
  ({
    tokens: { accessToken: { payload: {} }, idToken: { payload: idTokenPayload }, ...(refreshToken ? { refreshToken } : {}), ...(deviceKey ? { deviceMetadata: { deviceKey } } : {}) },
    username: 'google_1045',
  }) as unknown as Parameters<TokenRefresher>[0];

const answer = (body: Record<string, unknown>, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("Amplify's token refresher: the shell's plain requests for every session", () => {
  it('refreshes a password session with InitiateAuth REFRESH_TOKEN_AUTH (with the device key), whatever a stale storage says', async () => {
    const { refresh, fetchImpl } = setup({ [STORAGE_KEYS.ssoProviderName]: 'bnft', [STORAGE_KEYS.userPool]: 'bnft' }, answer({ AuthenticationResult: { IdToken: ID, AccessToken: ACCESS } }));
    const tokens = await refresh(input('rt-1', { 'custom:account_id': '200001' }, 'us-east-1_d1'));
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cognito.test');
    expect(JSON.parse(String(init.body))).toEqual({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'client-1', AuthParameters: { REFRESH_TOKEN: 'rt-1', DEVICE_KEY: 'us-east-1_d1' } });
    expect(tokens.accessToken.toString()).toBe(ACCESS);
    expect(tokens.refreshToken).toBe('rt-1');
    expect(tokens.deviceMetadata).toEqual({ deviceKey: 'us-east-1_d1' });
  });

  it('refreshes a bnft single-sign-on session at /auth/bnft/oauth2/token with grant_type refresh_token', async () => {
    const { refresh, fetchImpl } = setup({ [STORAGE_KEYS.ssoProviderName]: 'bnft', [STORAGE_KEYS.userPool]: 'bnft' }, answer({ id_token: ID, access_token: ACCESS, token_type: 'Bearer', expires_in: 3600 }));
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

  it("fails with 'Failed to refresh token' when the service refuses or there is no refresh token", async () => {
    const refused = setup({ [STORAGE_KEYS.ssoProviderName]: 'Google' }, answer({ error: 'invalid_grant' }, 400));
    await expect(refused.refresh(input('rt-1'))).rejects.toThrow(FAILED_TO_REFRESH_TOKEN);
    expect(refused.fetchImpl.mock.calls[0]?.[0]).toBe('http://idp.test/auth/oauth2/token');
    const password = setup({}, answer({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' }, 400));
    await expect(password.refresh(input('rt-1', {}))).rejects.toThrow(FAILED_TO_REFRESH_TOKEN);
    const none = setup({ [STORAGE_KEYS.ssoProviderName]: 'Google' }, answer({}));
    await expect(none.refresh(input())).rejects.toThrow(FAILED_TO_REFRESH_TOKEN);
  });
});
