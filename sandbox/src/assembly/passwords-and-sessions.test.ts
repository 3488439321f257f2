/**
 * The assembled sandbox, end to end over HTTP: a password the member sets is recorded on the account
 * (so the member API's reset-password refuses it), and ends every other session at the member API too.
 */
import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { callCognito } from '../testing/identity-test-harness';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { RESET_PASSWORD_REFUSALS } from '../member-api/routes/account-reset-password';
import { startSandbox, type RunningSandbox } from './start-sandbox';

const ephemeral = { memberApi: 0, identity: 0, content: 0, flags: 0, testControl: 0, survey: 0 };
const CLIENT_ID = SANDBOX_USER_POOL.userPoolClientId;
const ETHAN = { email: 'new.password@example.com', accountId: '200008' };
const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const CHOSEN = 'Chosen-Passw0rd!';

describe('the assembled sandbox: passwords the member sets', () => {
  let sandbox: RunningSandbox;
  const identity = (operation: string, request: Record<string, unknown>) => callCognito(sandbox.urls.identity, operation, request);
  const memberApi = (path: string, accessToken: string, method = 'GET') =>
    fetch(`${sandbox.urls.memberApi}${path}`, { method, headers: { [HEADER_NAMES.applicationId]: APPLICATION_ID, authorization: `Bearer ${accessToken}` } });
  const passwordAuth = (email: string, password = SANDBOX_PASSWORD) =>
    identity('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } });
  const accessTokenOf = async (email: string, password = SANDBOX_PASSWORD) =>
    ((await passwordAuth(email, password)).body.AuthenticationResult as { AccessToken: string }).AccessToken;

  beforeAll(async () => {
    sandbox = await startSandbox({ ports: ephemeral, sandboxMode: true, databaseInWorker: true, logLine: () => undefined });
  }, 60_000);
  beforeEach(async () => {
    await sandbox.reset();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('a password chosen at the first sign-in is the member’s own: reset-password answers 403 and the password stays', async () => {
    const challenge = await passwordAuth(ETHAN.email);
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await identity('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: CLIENT_ID,
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: ETHAN.email, NEW_PASSWORD: CHOSEN },
    });
    const { AccessToken } = answered.body.AuthenticationResult as { AccessToken: string };

    const account = await memberApi(`/accounts/${ETHAN.accountId}`, AccessToken);
    expect(((await account.json()) as { hasUserSetPassword: boolean }).hasUserSetPassword).toBe(true);
    const reset = await memberApi(`/account/${ETHAN.accountId}/reset-password`, AccessToken, 'PUT');
    expect(reset.status).toBe(403);
    expect(await reset.json()).toEqual({ message: RESET_PASSWORD_REFUSALS.userSetPassword });
    expect((await passwordAuth(ETHAN.email, CHOSEN)).status).toBe(200);
  });

  it('a password reset by code ends every session: their access tokens are refused by the member API (401)', async () => {
    const before = await accessTokenOf(MARIA.email);
    await identity('ForgotPassword', { ClientId: CLIENT_ID, Username: MARIA.email });
    const code = sandbox.identityStore.lastCodeSent(MARIA.email, 'forgot_password')?.code;
    expect((await identity('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: MARIA.email, ConfirmationCode: code, Password: CHOSEN })).status).toBe(200);

    const refused = await memberApi(`/accounts/${MARIA.accountId}`, before);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('The bearer token has been revoked');
    expect((await memberApi(`/accounts/${MARIA.accountId}`, await accessTokenOf(MARIA.email, CHOSEN))).status).toBe(200);
  });

  it('a changed password ends the other sessions at the member API; the one that changed it keeps reading', async () => {
    const stolen = await accessTokenOf(MARIA.email);
    const current = await accessTokenOf(MARIA.email);
    expect((await identity('ChangePassword', { AccessToken: current, PreviousPassword: SANDBOX_PASSWORD, ProposedPassword: CHOSEN })).status).toBe(200);

    expect((await memberApi(`/accounts/${MARIA.accountId}`, stolen)).status).toBe(401);
    expect((await memberApi(`/accounts/${MARIA.accountId}`, current)).status).toBe(200);
  });
});
