/**
 * InitiateAuth REFRESH_TOKEN_AUTH exactly as the shell sends it (shared-contracts `refreshTokenAuthRequest`,
 * no identity library): answered as Cognito answers it, and refused where Cognito refuses.
 */
import { identityServiceEndpoint, parseRefreshTokenAuthAnswer, refreshTokenAuthRequest } from '@member/shared-contracts/sign-in';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { POOL, callCognito, useIdentityServer } from '../testing/identity-test-harness';

const identity = useIdentityServer();

async function signIn(username = 'hra.primary@example.com') {
  const signedIn = await callCognito(identity().baseUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: POOL.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: SANDBOX_PASSWORD },
  });
  return signedIn.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
}

/** The shell's refresh request, sent to the endpoint the configuration names. */
async function refresh(refreshToken: string, { clientId = POOL.clientId, deviceKey }: { clientId?: string; deviceKey?: string } = {}) {
  const endpoint = identityServiceEndpoint({ region: 'us-east-1', userPoolEndpoint: identity().baseUrl });
  const response = await fetch(endpoint, refreshTokenAuthRequest({ clientId, refreshToken, deviceKey }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('REFRESH_TOKEN_AUTH as the shell sends it', () => {
  it('answers new id and access tokens for the same session, and no new refresh token (not rotated)', async () => {
    const session = await signIn();
    const answer = await refresh(session.RefreshToken, { deviceKey: 'us-east-1_no-such-device-tracking' });
    expect(answer.status).toBe(200);
    expect(answer.body.ChallengeParameters).toEqual({});
    const tokens = parseRefreshTokenAuthAnswer(answer.body);
    expect(tokens?.refreshToken).toBeUndefined();
    const getUser = await callCognito(identity().baseUrl, 'GetUser', { AccessToken: tokens?.accessToken });
    expect(getUser.status).toBe(200);
  });

  it('refuses a forged refresh token (never issued, or an issued one altered): NotAuthorizedException "Invalid Refresh Token"', async () => {
    const session = await signIn();
    const altered = `${session.RefreshToken.slice(0, -1)}${session.RefreshToken.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [altered, 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.forged']) {
      const answer = await refresh(forged);
      expect(answer).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' } });
    }
  });

  it('refuses a revoked refresh token (a global sign-out, or a password changed elsewhere): "Refresh Token has been revoked"', async () => {
    const session = await signIn();
    await callCognito(identity().baseUrl, 'GlobalSignOut', { AccessToken: session.AccessToken });
    expect(await refresh(session.RefreshToken)).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
  });

  it('refuses a refresh token replayed after its session signed out (RevokeToken), and only that session', async () => {
    const ended = await signIn();
    const other = await signIn();
    await callCognito(identity().baseUrl, 'RevokeToken', { ClientId: POOL.clientId, Token: ended.RefreshToken });
    expect(await refresh(ended.RefreshToken)).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
    expect((await refresh(other.RefreshToken)).status).toBe(200);
  });

  it('refuses another app client id: ResourceNotFoundException, as for a client the pool does not have', async () => {
    const session = await signIn();
    const answer = await refresh(session.RefreshToken, { clientId: 'anotherappclient' });
    expect(answer).toEqual({ status: 400, body: { __type: 'ResourceNotFoundException', message: 'User pool client anotherappclient does not exist.' } });
  });
});
