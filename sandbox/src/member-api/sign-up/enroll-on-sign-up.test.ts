import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { SIGN_UP_ALREADY_REGISTERED, SIGN_UP_NO_ENROLLMENT_MATCH, SIGN_UP_TERMS_NOT_ACCEPTED, toSignUpRequest, type SignUpAnswers } from '@member/shared-contracts/sign-up';
import { startSandbox, type RunningSandbox } from '../../assembly/start-sandbox';
import { callCognito } from '../../testing/identity-test-harness';
import { SANDBOX_PASSWORD } from '../../seed/personas';
import { matchEnrollment } from './enroll-on-sign-up';

const ephemeral = { memberApi: 0, identity: 0, content: 0, flags: 0, testControl: 0, survey: 0 };
const SAM: SignUpAnswers = {
  email: 'Sam.Rivera@example.com',
  clientOrgId: 1001,
  firstName: ' sam ',
  lastName: 'RIVERA',
  dateOfBirth: '07/14/1992',
  identificationCode: '5567',
  phoneNumber: '(512) 555-0199',
};

function signUpBody(answers: SignUpAnswers, hasUserSetPassword = true, hasAcceptedTerms = true) {
  const request = toSignUpRequest(answers, { hasUserSetPassword, hasAcceptedTerms });
  return {
    ClientId: SANDBOX_USER_POOL.userPoolClientId,
    Username: request.username,
    Password: SANDBOX_PASSWORD,
    UserAttributes: Object.entries(request.attributes).map(([Name, Value]) => ({ Name, Value })),
    ClientMetadata: request.clientMetadata,
  };
}

describe('matchEnrollment', () => {
  const event = (answers: SignUpAnswers) => {
    const request = toSignUpRequest(answers, { hasUserSetPassword: true, hasAcceptedTerms: true });
    return { userName: request.username, userAttributes: request.attributes, clientMetadata: request.clientMetadata };
  };
  it('matches organisation, names (trimmed, any case), date of birth and last-4', () => {
    expect(matchEnrollment(event(SAM))?.memberId).toBe('M300001');
  });
  it.each([
    ['another organisation', { clientOrgId: 1002 }],
    ['another last-4', { identificationCode: '5568' }],
    ['another date of birth', { dateOfBirth: '07/15/1992' }],
    ['another name', { firstName: 'Samuel' }],
  ])('does not match with %s', (_, change) => {
    expect(matchEnrollment(event({ ...SAM, ...change }))).toBeUndefined();
  });
});

describe('the pre-sign-up trigger of the assembled sandbox', () => {
  let sandbox: RunningSandbox;
  const memberApi = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.urls.memberApi}${path}`, { ...init, headers: { [HEADER_NAMES.applicationId]: APPLICATION_ID, 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    sandbox = await startSandbox({ ports: ephemeral, sandboxMode: true, databaseInWorker: true, logLine: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
  });

  it('creates the account of a roster match, confirms the user with the account claims, and eligibility verifies it', async () => {
    const signedUp = await callCognito(sandbox.urls.identity, 'SignUp', signUpBody(SAM));
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.UserConfirmed).toBe(true);

    const user = sandbox.identityStore.users.find('sam.rivera@example.com');
    expect(user?.status).toBe('CONFIRMED');
    expect(user?.attributes).toMatchObject({ 'custom:account_id': '300001', 'custom:client_id': '101', 'custom:client_org_id': '1001', 'custom:plan_id': '501', email_verified: 'true', given_name: 'sam' });

    const signedIn = await callCognito(sandbox.urls.identity, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: SANDBOX_USER_POOL.userPoolClientId,
      AuthParameters: { USERNAME: 'sam.rivera@example.com', PASSWORD: SANDBOX_PASSWORD },
    });
    const accessToken = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const auth = { authorization: `Bearer ${accessToken}` };
    const created = (await (await memberApi('/accounts/300001', { headers: auth })).json()) as Record<string, unknown>;
    expect(created).toMatchObject({ status: 'created', email: 'sam.rivera@example.com', phoneNumber: '5125550199', clientOrgId: 1001, hasUserSetPassword: true });

    const verified = await memberApi('/account/300001/eligibility', { method: 'PUT', headers: auth, body: JSON.stringify({ dateOfBirth: '1992-07-14', identificationCode: '5567', clientOrgId: 1001 }) });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { status: string }).status).toBe('verified');
  });

  it('refuses someone not on the roster with UserLambdaValidationException, creating nothing', async () => {
    const refused = await callCognito(sandbox.urls.identity, 'SignUp', signUpBody({ ...SAM, identificationCode: '0000' }));
    expect(refused.status).toBe(400);
    expect(refused.body.__type).toBe('UserLambdaValidationException');
    expect(refused.body.message).toBe(`PreSignUp failed with error ${SIGN_UP_NO_ENROLLMENT_MATCH}.`);
    expect(sandbox.identityStore.users.find('sam.rivera@example.com')).toBeUndefined();
  });

  it.each([
    ['declined', (body: ReturnType<typeof signUpBody>) => body],
    ['missing', (body: ReturnType<typeof signUpBody>) => ({ ...body, ClientMetadata: { ...body.ClientMetadata, hasAcceptedTerms: undefined } })],
  ])('refuses a roster match whose terms acceptance is %s, creating neither user nor account', async (_, shape) => {
    const refused = await callCognito(sandbox.urls.identity, 'SignUp', shape(signUpBody(SAM, true, false)));
    expect(refused.status).toBe(400);
    expect(refused.body.__type).toBe('UserLambdaValidationException');
    expect(refused.body.message).toBe(`PreSignUp failed with error ${SIGN_UP_TERMS_NOT_ACCEPTED}.`);
    expect(sandbox.identityStore.users.find('sam.rivera@example.com')).toBeUndefined();
    expect(await sandbox.memberApi.database.query("SELECT account_id FROM accounts WHERE account_id = '300001'")).toEqual([]);
  });

  it('refuses a second sign-up of the same member (another email) as already registered', async () => {
    expect((await callCognito(sandbox.urls.identity, 'SignUp', signUpBody(SAM))).status).toBe(200);
    const again = await callCognito(sandbox.urls.identity, 'SignUp', signUpBody({ ...SAM, email: 'sam.other@example.com' }));
    expect(again.body.__type).toBe('UserLambdaValidationException');
    expect(again.body.message).toContain(SIGN_UP_ALREADY_REGISTERED);
  });

  it('answers UsernameExistsException for an email in use, before the trigger runs', async () => {
    const taken = await callCognito(sandbox.urls.identity, 'SignUp', signUpBody({ ...SAM, email: 'hra.primary@example.com' }));
    expect(taken.body.__type).toBe('UsernameExistsException');
  });

  it('records a generated password (social sign-up) as not user-set', async () => {
    await callCognito(sandbox.urls.identity, 'SignUp', signUpBody(SAM, false));
    const row = await sandbox.memberApi.database.query<{ has_user_set_password: boolean }>("SELECT has_user_set_password FROM accounts WHERE account_id = '300001'");
    expect(row[0]?.has_user_set_password).toBe(false);
  });
});
