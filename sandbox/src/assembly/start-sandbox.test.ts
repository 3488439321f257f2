import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { callCognito } from '../testing/identity-test-harness';
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { isSandboxMode } from './sandbox-mode';
import { servicePortsFromEnv } from './service-ports';
import { startSandbox, type RunningSandbox } from './start-sandbox';

const ephemeral = { memberApi: 0, identity: 0, content: 0, flags: 0, testControl: 0, survey: 0 };

async function signIn(identityUrl: string, email: string) {
  return callCognito(identityUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: SANDBOX_USER_POOL.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: SANDBOX_PASSWORD },
  });
}

describe('startSandbox in sandbox mode', () => {
  let sandbox: RunningSandbox;
  const memberApi = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.urls.memberApi}${path}`, { ...init, headers: { [HEADER_NAMES.applicationId]: APPLICATION_ID, ...init.headers } });
  const control = (path: string, init: RequestInit = {}) => fetch(`${sandbox.urls.testControl}${path}`, init);
  const EMAILS: Record<string, string> = { '200001': 'hra.primary@example.com', '200002': 'search.only@example.com' };
  const accessTokenOf = async (accountId: string) =>
    ((await signIn(sandbox.urls.identity, EMAILS[accountId] ?? '')).body.AuthenticationResult as { AccessToken: string }).AccessToken;
  const evaluateFlag = (accountId: string, key: string, accessToken?: string) =>
    fetch(`${sandbox.urls.flags}/ofrep/v1/evaluate/flags/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify({ context: { targetingKey: accountId } }),
    });
  /** A member's flag as the shell reads it: with that member's access token. */
  const flagValue = async (accountId: string, key: string) =>
    ((await (await evaluateFlag(accountId, key, await accessTokenOf(accountId))).json()) as { value: unknown }).value;

  beforeAll(async () => {
    sandbox = await startSandbox({ ports: ephemeral, sandboxMode: true, databaseInWorker: true, logLine: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('listens on loopback and answers every service', async () => {
    expect(sandbox.urls.testControl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const jwks = await fetch(`${sandbox.urls.identity}/${SANDBOX_USER_POOL.userPoolId}/.well-known/jwks.json`);
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('lets a member signed in at the identity service read their account (JWKS fetched over HTTP)', async () => {
    const signedIn = await signIn(sandbox.urls.identity, 'hra.primary@example.com');
    const accessToken = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const response = await memberApi('/accounts/200001', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { accountId: string }).accountId).toBe('200001');
    expect((await memberApi('/accounts/200002', { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(403);
  });

  it('sends the hardening headers: no-store on the member API and on identity answers, nosniff everywhere', async () => {
    const signedIn = await fetch(sandbox.urls.identity, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: SANDBOX_USER_POOL.userPoolClientId, AuthParameters: { USERNAME: 'spouse@example.com', PASSWORD: SANDBOX_PASSWORD } }),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff');
    const jwks = await fetch(`${sandbox.urls.identity}/${SANDBOX_USER_POOL.userPoolId}/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('max-age=300');
    const account = await memberApi('/accounts/200005');
    expect([account.headers.get('x-content-type-options'), account.headers.get('referrer-policy'), account.headers.get('cache-control')]).toEqual(['nosniff', 'no-referrer', 'no-store']);
    for (const url of [`${sandbox.urls.content}/nothing-here`, `${sandbox.urls.flags}/ofrep/v1/evaluate/flags`, `${sandbox.urls.survey}/nps`]) {
      expect((await fetch(url)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('reads the last SMS code through the test control', async () => {
    const signedIn = await signIn(sandbox.urls.identity, 'mfa@example.com');
    expect(signedIn.body.ChallengeName).toBe('SMS_MFA');
    const code = await control('/codes/MFA@example.com?purpose=sms_mfa');
    expect(code.status).toBe(200);
    expect(await code.json()).toMatchObject({ username: 'mfa@example.com', purpose: 'sms_mfa', code: SANDBOX_CODE, deliveryMedium: 'SMS' });
    expect((await control('/codes/hra.primary@example.com')).status).toBe(404);
    expect((await control('/codes/mfa@example.com?purpose=carrier_pigeon')).status).toBe(422);
  });

  it('overrides flags per account, and POST /reset restores every service', async () => {
    expect(await flagValue('200002', 'globalNavUX')).toBe(false);
    const put = await control('/flags/200002', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ globalNavUX: true }) });
    expect(await put.json()).toEqual({ accountId: '200002', overrides: { globalNavUX: true } });
    expect(await flagValue('200002', 'globalNavUX')).toBe(true);

    await memberApi('/metrics', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'error_page_viewed' }) });
    expect(await (await control('/metrics')).json()).toEqual({ counters: { error_page_viewed: 1 }, logEntriesReceived: 0 });
    await sandbox.memberApi.database.query("UPDATE accounts SET status = 'inactive' WHERE account_id = '200002'");

    expect((await control('/reset', { method: 'POST' })).status).toBe(204);
    expect(await flagValue('200002', 'globalNavUX')).toBe(false);
    expect(await (await control('/metrics')).json()).toEqual({ counters: {}, logEntriesReceived: 0 });
    const [row] = await sandbox.memberApi.database.query<{ status: string }>("SELECT status FROM accounts WHERE account_id = '200002'");
    expect(row?.status).toBe('verified');
  });

  it("evaluates a member's flags only with that member's token, verified against the identity service's keys", async () => {
    expect((await evaluateFlag('200001', 'careTeamUX')).status).toBe(401);
    expect((await evaluateFlag('200001', 'careTeamUX', await accessTokenOf('200002'))).status).toBe(403);
    expect((await evaluateFlag('200001', 'careTeamUX', await accessTokenOf('200001'))).status).toBe(200);
  });

  it('removes an account’s overrides with DELETE /flags/:accountId', async () => {
    await control('/flags/200001', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ careTeamUX: false }) });
    expect(await flagValue('200001', 'careTeamUX')).toBe(false);
    expect((await control('/flags/200001', { method: 'DELETE' })).status).toBe(204);
    expect(await flagValue('200001', 'careTeamUX')).toBe(true);
  });
});

describe('sandbox configuration', () => {
  it('turns sandbox mode on by SANDBOX_MODE or --sandbox-mode only', () => {
    expect(isSandboxMode(['node', 'main.ts'], {})).toBe(false);
    expect(isSandboxMode(['node', 'main.ts', '--sandbox-mode'], {})).toBe(true);
    expect(isSandboxMode(['node', 'main.ts'], { SANDBOX_MODE: '1' })).toBe(true);
    expect(isSandboxMode(['node', 'main.ts'], { SANDBOX_MODE: '0' })).toBe(false);
  });

  it('takes ports from LOCAL_PORTS with environment overrides', () => {
    expect(servicePortsFromEnv({})).toEqual({ memberApi: 4000, identity: 4001, content: 4002, flags: 4003, testControl: 4009, survey: 4010 });
    expect(servicePortsFromEnv({ MEMBER_API_PORT: '5000' }).memberApi).toBe(5000);
    expect(() => servicePortsFromEnv({ FLAGS_PORT: 'abc' })).toThrow(/FLAGS_PORT/);
  });
});
