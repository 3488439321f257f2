/**
 * A password the member sets (ChangePassword, ConfirmForgotPassword, the first sign-in's
 * NEW_PASSWORD_REQUIRED) ends every other session of theirs, and runs the pool's passwordSetByUser
 * trigger; a password an administrator sets does neither.
 */
import { SANDBOX_PASSWORD } from '../seed/personas';
import { POOL, callCognito, useIdentityServer } from '../testing/identity-test-harness';
import type { PasswordSetByUserEvent } from './triggers/identity-triggers';

const MARIA = 'hra.primary@example.com';
const ETHAN = 'new.password@example.com';
const NEW_PASSWORD = 'Chosen-Passw0rd!';

const identityServer = useIdentityServer();
const triggered: PasswordSetByUserEvent[] = [];

beforeEach(() => {
  triggered.length = 0;
  identityServer().store.triggers.passwordSetByUser = async (event) => {
    triggered.push(event);
  };
});

const call = (operation: string, request: Record<string, unknown>) => callCognito(identityServer().baseUrl, operation, request);

interface Session { AccessToken: string; RefreshToken: string }

async function signIn(username: string, password = SANDBOX_PASSWORD): Promise<Session> {
  const response = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } });
  expect(response.status).toBe(200);
  return response.body.AuthenticationResult as Session;
}

/** What the session can still do: refresh its tokens, and read the user with its access token. */
async function stillWorks(session: Session): Promise<{ refresh: unknown; getUser: unknown }> {
  const refresh = await call('GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: session.RefreshToken });
  const getUser = await call('GetUser', { AccessToken: session.AccessToken });
  return { refresh: refresh.status === 200 ? 'ok' : refresh.body, getUser: getUser.status === 200 ? 'ok' : getUser.body };
}

const ENDED = {
  refresh: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
  getUser: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
};

describe('ChangePassword', () => {
  it('ends every other session of the member; the session that changed it keeps working', async () => {
    const stolen = await signIn(MARIA);
    const current = await signIn(MARIA);
    const response = await call('ChangePassword', { AccessToken: current.AccessToken, PreviousPassword: SANDBOX_PASSWORD, ProposedPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);

    expect(await stillWorks(stolen)).toEqual(ENDED);
    expect(await stillWorks(current)).toEqual({ refresh: 'ok', getUser: 'ok' });
    expect(triggered).toEqual([expect.objectContaining({ userName: MARIA, triggerSource: 'ChangePassword' })]);
  });

  it('leaves another member signed in, and a wrong current password changes nothing', async () => {
    const other = await signIn('search.only@example.com');
    const stolen = await signIn(MARIA);
    const current = await signIn(MARIA);
    const wrong = await call('ChangePassword', { AccessToken: current.AccessToken, PreviousPassword: 'Not-the-Passw0rd!', ProposedPassword: NEW_PASSWORD });
    expect(wrong.body.__type).toBe('NotAuthorizedException');
    expect(await stillWorks(stolen)).toEqual({ refresh: 'ok', getUser: 'ok' });
    expect(triggered).toEqual([]);

    await call('ChangePassword', { AccessToken: current.AccessToken, PreviousPassword: SANDBOX_PASSWORD, ProposedPassword: NEW_PASSWORD });
    expect(await stillWorks(other)).toEqual({ refresh: 'ok', getUser: 'ok' });
  });
});

describe('ConfirmForgotPassword', () => {
  it('ends every session of the member', async () => {
    const first = await signIn(MARIA);
    const second = await signIn(MARIA);
    await call('ForgotPassword', { ClientId: POOL.clientId, Username: MARIA });
    const code = identityServer().store.lastCodeSent(MARIA, 'forgot_password')?.code;
    const response = await call('ConfirmForgotPassword', { ClientId: POOL.clientId, Username: MARIA, ConfirmationCode: code, Password: NEW_PASSWORD });
    expect(response.status).toBe(200);

    expect(await stillWorks(first)).toEqual(ENDED);
    expect(await stillWorks(second)).toEqual(ENDED);
    expect(triggered).toEqual([expect.objectContaining({ userName: MARIA, triggerSource: 'ConfirmForgotPassword' })]);
    await signIn(MARIA, NEW_PASSWORD);
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it("runs the trigger with the user's account id once the member answers with a password of their own", async () => {
    const challenge = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: ETHAN, PASSWORD: SANDBOX_PASSWORD } });
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answer = await call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: POOL.clientId,
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: ETHAN, NEW_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(triggered).toEqual([{ userName: ETHAN, triggerSource: 'NewPasswordRequired', userAttributes: expect.objectContaining({ 'custom:account_id': '200008' }) }]);
    expect(await stillWorks(answer.body.AuthenticationResult as Session)).toEqual({ refresh: 'ok', getUser: 'ok' });
  });

  it('a trigger that fails answers UserLambdaValidationException, as a failed PostConfirmation trigger does', async () => {
    identityServer().store.triggers.passwordSetByUser = async () => {
      throw new Error('account store unavailable');
    };
    const current = await signIn(MARIA);
    const response = await call('ChangePassword', { AccessToken: current.AccessToken, PreviousPassword: SANDBOX_PASSWORD, ProposedPassword: NEW_PASSWORD });
    expect(response.body).toEqual({ __type: 'UserLambdaValidationException', message: 'PostConfirmation failed with error account store unavailable.' });
  });
});

describe('a password an administrator sets (AdminSetUserPassword, the member API reset-password)', () => {
  it("is not the member's own: no trigger, and the sessions stay", async () => {
    const session = await signIn(MARIA);
    identityServer().store.adminSetPassword(MARIA, NEW_PASSWORD, { temporary: false });
    expect(triggered).toEqual([]);
    expect(await stillWorks(session)).toEqual({ refresh: 'ok', getUser: 'ok' });
  });
});
