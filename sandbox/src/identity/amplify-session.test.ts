/**
 * Sessions with real aws-amplify v6: refresh (GetTokensFromRefreshToken), sign-out (RevokeToken,
 * GlobalSignOut) and verifying the tokens with the JWKS.
 */
import { fetchAuthSession, fetchUserAttributes, signIn, signOut } from 'aws-amplify/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { IdentityTokenError, createIdentityTokenVerifier } from './tokens/token-verifier';
import { POOL, callCognito, rejectionOf, storedRefreshToken, useAmplifyAgainstIdentityServer } from '../testing/identity-test-harness';

const identityServer = useAmplifyAgainstIdentityServer();

async function signInAsPrimary(): Promise<void> {
  const result = await signIn({ username: 'hra.primary@example.com', password: SANDBOX_PASSWORD });
  expect(result.isSignedIn).toBe(true);
}

describe('refresh', () => {
  it('fetchAuthSession({ forceRefresh: true }) yields new id and access tokens for the same user and sign-in', async () => {
    await signInAsPrimary();
    const before = (await fetchAuthSession()).tokens;
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens;

    expect(after?.accessToken.toString()).not.toBe(before?.accessToken.toString());
    expect(after?.idToken?.toString()).not.toBe(before?.idToken?.toString());
    expect(after?.idToken?.payload.sub).toBe(before?.idToken?.payload.sub);
    expect(after?.accessToken.payload.origin_jti).toBe(before?.accessToken.payload.origin_jti);
    expect(after?.accessToken.payload.auth_time).toBe(before?.accessToken.payload.auth_time);
    expect(await storedRefreshToken()).toBeTruthy();
  });

  it('tokens live the configured lifetime (60 minutes by default)', async () => {
    await signInAsPrimary();
    const access = (await fetchAuthSession()).tokens?.accessToken.payload;
    expect((access?.exp ?? 0) - (access?.iat ?? 0)).toBe(3600);
  });

  it('REFRESH_TOKEN_AUTH through InitiateAuth answers new tokens too', async () => {
    await signInAsPrimary();
    const refreshToken = await storedRefreshToken();
    const response = await callCognito(identityServer().baseUrl, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: POOL.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    expect(response.status).toBe(200);
    expect(response.body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
  });
});

describe('sign-out', () => {
  it('signOut({ global: true }) revokes every refresh token of the user: a later refresh is NotAuthorizedException', async () => {
    await signInAsPrimary();
    const refreshToken = await storedRefreshToken();
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();

    await signOut({ global: true });

    const refresh = await callCognito(identityServer().baseUrl, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: refreshToken });
    expect(refresh.status).toBe(400);
    expect(refresh.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });

    const getUser = await callCognito(identityServer().baseUrl, 'GetUser', { AccessToken: accessToken });
    expect(getUser.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('global sign-out also ends the sessions of the user on other devices', async () => {
    const otherDevice = await callCognito(identityServer().baseUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: POOL.clientId,
      AuthParameters: { USERNAME: 'hra.primary@example.com', PASSWORD: SANDBOX_PASSWORD },
    });
    const otherRefreshToken = (otherDevice.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    await signInAsPrimary();
    await signOut({ global: true });

    const refresh = await callCognito(identityServer().baseUrl, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: otherRefreshToken });
    expect(refresh.body.__type).toBe('NotAuthorizedException');
  });

  it('a plain signOut() revokes that session\'s refresh token (Amplify calls RevokeToken because of origin_jti)', async () => {
    await signInAsPrimary();
    const refreshToken = await storedRefreshToken();
    await signOut();
    const refresh = await callCognito(identityServer().baseUrl, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: refreshToken });
    expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  });

  it('after a revoked refresh Amplify drops the session (fetchAuthSession answers no tokens)', async () => {
    await signInAsPrimary();
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();
    await callCognito(identityServer().baseUrl, 'GlobalSignOut', { AccessToken: accessToken });

    const session = await fetchAuthSession({ forceRefresh: true });
    expect(session.tokens).toBeUndefined();
    const error = await rejectionOf(fetchUserAttributes());
    expect(error.name).toBe('UserUnAuthenticatedException');
  });
});

describe('token verification', () => {
  it('the pool JWKS verifies the id and access tokens with jose', async () => {
    await signInAsPrimary();
    const { tokens } = await fetchAuthSession();
    const issuer = `${identityServer().baseUrl}/${POOL.userPoolId}`;
    const keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

    const id = await jwtVerify(tokens?.idToken?.toString() ?? '', keySet, { issuer, audience: POOL.clientId, algorithms: ['RS256'] });
    expect(id.payload.token_use).toBe('id');
    expect(id.protectedHeader.kid).toBeTruthy();
    const access = await jwtVerify(tokens?.accessToken.toString() ?? '', keySet, { issuer, algorithms: ['RS256'] });
    expect(access.payload.client_id).toBe(POOL.clientId);

    const rootKeySet = createRemoteJWKSet(new URL(`${identityServer().baseUrl}/.well-known/jwks.json`));
    await expect(jwtVerify(tokens?.idToken?.toString() ?? '', rootKeySet, { issuer })).resolves.toBeTruthy();
  });

  it('createIdentityTokenVerifier (for the member API) accepts pool tokens and refuses tampered ones', async () => {
    await signInAsPrimary();
    const { tokens } = await fetchAuthSession();
    const verifier = createIdentityTokenVerifier({ identityBaseUrl: identityServer().baseUrl });
    expect(verifier.issuer).toBe(identityServer().server.identity.issuer());
    expect(verifier.jwksUrl).toBe(identityServer().server.identity.jwksUrl());

    const claims = await verifier.verifyAccessOrIdToken(tokens?.accessToken.toString() ?? '', 'access');
    expect(claims).toMatchObject({ token_use: 'access', username: 'hra.primary@example.com' });
    await expect(verifier.verifyAccessOrIdToken(tokens?.idToken?.toString() ?? '', 'access')).rejects.toBeInstanceOf(IdentityTokenError);

    const [header, , signature] = (tokens?.idToken?.toString() ?? '').split('.');
    const forged = Buffer.from(JSON.stringify({ ...tokens?.idToken?.payload, 'custom:account_id': '999999' })).toString('base64url');
    await expect(verifier.verifyAccessOrIdToken(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('server.identity.verifyAccessOrIdToken refuses revoked tokens', async () => {
    await signInAsPrimary();
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString() ?? '';
    await expect(identityServer().server.identity.verifyAccessOrIdToken(accessToken)).resolves.toMatchObject({ token_use: 'access' });
    await signOut({ global: true });
    await expect(identityServer().server.identity.verifyAccessOrIdToken(accessToken)).rejects.toMatchObject({ reason: 'revoked' });
  });
});
