/**
 * The Cognito JSON protocol as the sandbox answers it, below Amplify: errors, CORS, JWKS, unsupported
 * operations, expiry, the test-control functions and what gets logged.
 */
import type { Logger, LogContext } from '@member/shared-contracts/logging';
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { POOL, callCognito, startIdentityServer, type RunningIdentityServer } from '../testing/identity-test-harness';
import { lastCodeSentTo, resetIdentityState } from './test-control';
import { sharedIdentityStore } from './store/identity-store';

interface LogLine { level: string; message: string; context?: LogContext }

function capturingLogger(lines: LogLine[]): Logger {
  const record = (level: string) => (message: string, context?: LogContext) => {
    lines.push({ level, message, ...(context ? { context } : {}) });
  };
  return { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}

let now = new Date();
const logLines: LogLine[] = [];
let identity: RunningIdentityServer;

beforeAll(async () => {
  identity = await startIdentityServer({ clock: () => now, logger: capturingLogger(logLines), tokenLifetimeMinutes: 5 });
});

afterAll(async () => {
  await identity.close();
});

beforeEach(() => {
  now = new Date();
  logLines.length = 0;
  identity.store.reset();
});

const passwordAuth = (username: string, password = SANDBOX_PASSWORD) =>
  callCognito(identity.baseUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: POOL.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

describe('errors', () => {
  it('an unsupported operation is a 400 InvalidParameterException naming it', async () => {
    const response = await callCognito(identity.baseUrl, 'AdminGetUser', { UserPoolId: POOL.userPoolId, Username: 'x' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('InvalidParameterException');
    expect(response.body).toEqual({ __type: 'InvalidParameterException', message: 'Operation AdminGetUser is not supported by the sandbox identity service' });
  });

  it('a request without X-Amz-Target, or with a body that is not JSON, is refused', async () => {
    const noTarget = await fetch(`${identity.baseUrl}/`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '{}' });
    expect(noTarget.status).toBe(400);
    expect(((await noTarget.json()) as { __type: string }).__type).toBe('InvalidParameterException');

    const badJson = await fetch(`${identity.baseUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.headers.get('x-amzn-errortype')).toBe('SerializationException');
  });

  it('an unknown app client is ResourceNotFoundException; a missing field is InvalidParameterException', async () => {
    const wrongClient = await callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'other', AuthParameters: {} });
    expect(wrongClient.body.__type).toBe('ResourceNotFoundException');
    const missing = await callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH' });
    expect(missing.body.__type).toBe('InvalidParameterException');
    const flow = await callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: POOL.clientId, AuthParameters: {} });
    expect(flow.body).toEqual({ __type: 'InvalidParameterException', message: 'AuthFlow CUSTOM_AUTH is not supported by the sandbox identity service' });
  });

  it('every answer carries an x-amzn-requestid', async () => {
    const response = await passwordAuth('hra.primary@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(response.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS', () => {
  it('answers a preflight from the shell origin, allowing Amplify\'s headers and exposing the ones it reads', async () => {
    const preflight = await fetch(`${identity.baseUrl}/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control,amz-sdk-invocation-id,amz-sdk-request',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');

    const response = await fetch(`${identity.baseUrl}/`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.Nope' },
      body: '{}',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-requestid');
  });
});

describe('JWKS', () => {
  it('is served under the pool id and at the root, and only for this pool', async () => {
    const underPool = await fetch(`${identity.baseUrl}/${POOL.userPoolId}/.well-known/jwks.json`);
    const jwks = (await underPool.json()) as { keys: { kty: string; alg: string; use: string; kid: string; n: string; e: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(Object.keys(jwks.keys[0] ?? {})).not.toContain('d');

    const atRoot = await fetch(`${identity.baseUrl}/.well-known/jwks.json`);
    expect(await atRoot.json()).toEqual(jwks);
    expect((await fetch(`${identity.baseUrl}/us-east-1_Other/.well-known/jwks.json`)).status).toBe(404);
  });

  it('tokens name the issuer derived from the public base URL', async () => {
    expect(identity.server.identity.issuer()).toBe(`${identity.baseUrl}/${POOL.userPoolId}`);
    expect(identity.server.identity.jwksUrl()).toBe(`${identity.baseUrl}/${POOL.userPoolId}/.well-known/jwks.json`);
  });
});

describe('expiry', () => {
  it('an expired access token is NotAuthorizedException "Access Token has expired"; a refresh still works', async () => {
    const signedIn = await passwordAuth('hra.primary@example.com');
    const result = signedIn.body.AuthenticationResult as { AccessToken: string; RefreshToken: string; ExpiresIn: number };
    expect(result.ExpiresIn).toBe(300);

    now = new Date(now.getTime() + 6 * 60_000);
    const getUser = await callCognito(identity.baseUrl, 'GetUser', { AccessToken: result.AccessToken });
    expect(getUser.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has expired' });
    const refresh = await callCognito(identity.baseUrl, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: result.RefreshToken });
    expect(refresh.status).toBe(200);
    expect(refresh.body.AuthenticationResult).not.toHaveProperty('RefreshToken');
  });

  it('a challenge session expires after 3 minutes: NotAuthorizedException', async () => {
    const challenge = await passwordAuth('mfa@example.com');
    expect(challenge.body.ChallengeName).toBe('SMS_MFA');
    now = new Date(now.getTime() + 4 * 60_000);
    const answer = await callCognito(identity.baseUrl, 'RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: POOL.clientId,
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: 'mfa@example.com', SMS_MFA_CODE: SANDBOX_CODE },
    });
    expect(answer.body.__type).toBe('NotAuthorizedException');
  });

  it('an invented session is NotAuthorizedException', async () => {
    const answer = await callCognito(identity.baseUrl, 'RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: POOL.clientId,
      Session: 'not-a-session',
      ChallengeResponses: { USERNAME: 'new.password@example.com', NEW_PASSWORD: 'Brand-New-Password-1' },
    });
    expect(answer.body.__type).toBe('NotAuthorizedException');
  });

  it('an unknown refresh token is NotAuthorizedException', async () => {
    const refresh = await callCognito(identity.baseUrl, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: 'made-up' });
    expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });
});

describe('test control', () => {
  it('reset() restores the seed: passwords, MFA settings, attempt counters and signed-up users', async () => {
    identity.store.adminSetPassword('hra.primary@example.com', 'Admin-Set-Password-1', { temporary: false });
    expect((await passwordAuth('hra.primary@example.com')).body.__type).toBe('NotAuthorizedException');
    await callCognito(identity.baseUrl, 'SignUp', { ClientId: POOL.clientId, Username: 'fresh@example.com', Password: 'Fresh-Password-1' });

    identity.store.reset();
    expect((await passwordAuth('hra.primary@example.com')).status).toBe(200);
    expect(identity.store.users.find('fresh@example.com')).toBeUndefined();
  });

  it('lastCodeSent answers the last code per user and purpose', async () => {
    expect(identity.store.lastCodeSent('mfa@example.com')).toBeUndefined();
    await passwordAuth('MFA@example.com');
    await callCognito(identity.baseUrl, 'ForgotPassword', { ClientId: POOL.clientId, Username: 'mfa@example.com' });
    expect(identity.store.lastCodeSent('mfa@example.com', 'sms_mfa')).toMatchObject({ code: SANDBOX_CODE, deliveryMedium: 'SMS', attributeName: 'phone_number' });
    expect(identity.store.lastCodeSent('Mfa@Example.com')).toMatchObject({ purpose: 'forgot_password', deliveryMedium: 'EMAIL' });
  });

  it('adminSetPassword with temporary: true makes the next sign-in a NEW_PASSWORD_REQUIRED challenge', async () => {
    identity.store.adminSetPassword('search.only@example.com', 'Generated-Temp-1', { temporary: true });
    const response = await passwordAuth('search.only@example.com', 'Generated-Temp-1');
    expect(response.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(() => identity.store.adminSetPassword('search.only@example.com', 'short', { temporary: true })).toThrow('Password did not conform');
  });

  it('the module functions act on the shared store', () => {
    const shared = sharedIdentityStore();
    shared.codes.send({ username: 'hra.primary@example.com', purpose: 'sign_up', deliveryMedium: 'EMAIL', attributeName: 'email', now: new Date() });
    expect(lastCodeSentTo('HRA.primary@example.com', 'sign_up')?.code).toBe(SANDBOX_CODE);
    resetIdentityState();
    expect(lastCodeSentTo('hra.primary@example.com')).toBeUndefined();
  });
});

describe('logging', () => {
  it('logs operation names and outcomes, never emails, passwords, codes or tokens', async () => {
    const signedIn = await passwordAuth('hra.primary@example.com');
    await passwordAuth('hra.primary@example.com', 'Wrong-Password-1');
    const challenge = await passwordAuth('mfa@example.com');
    await callCognito(identity.baseUrl, 'RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: POOL.clientId,
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: 'mfa@example.com', SMS_MFA_CODE: SANDBOX_CODE },
    });

    expect(logLines.map((line) => line.context)).toEqual([
      { operation: 'InitiateAuth', outcome: 'ok' },
      { operation: 'InitiateAuth', outcome: 'NotAuthorizedException' },
      { operation: 'InitiateAuth', outcome: 'ok' },
      { operation: 'RespondToAuthChallenge', outcome: 'ok' },
    ]);
    const logged = JSON.stringify(logLines);
    const accessToken = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    for (const secret of ['example.com', SANDBOX_PASSWORD, 'Wrong-Password-1', SANDBOX_CODE, '+1512', accessToken]) {
      expect(logged).not.toContain(secret);
    }
  });
});
