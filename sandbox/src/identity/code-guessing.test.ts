/**
 * What a code guesser meets, at the Cognito protocol: every code is spent by its 5th wrong answer (the
 * right one is then refused until a new code is sent), SMS MFA misses count per user across sessions,
 * codes sent per login are limited per hour, unauthenticated operations per address, and a login with no
 * account meets the same answers as a member.
 */
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { POOL, callCognito, startIdentityServer, type RunningIdentityServer } from '../testing/identity-test-harness';
import { MAX_WRONG_CODE_ANSWERS } from './store/code-ledger';
import { ADDRESS_LIMITS } from './store/address-limits';
import { CODE_SENDS_PER_HOUR } from './store/code-send-limits';
import { MAX_SMS_MFA_MISSES } from './store/sign-in-attempts';

let identity: RunningIdentityServer;

beforeAll(async () => {
  identity = await startIdentityServer();
});
afterAll(async () => {
  await identity.close();
});
beforeEach(() => {
  identity.store.reset();
});

const call = async (operation: string, request: Record<string, unknown>) => {
  const { body } = await callCognito(identity.baseUrl, operation, { ClientId: POOL.clientId, ...request });
  return body.__type ? `${String(body.__type)}: ${String(body.message)}` : 'ok';
};
const forgotPassword = (username: string) => call('ForgotPassword', { Username: username });
const confirmForgotPassword = (username: string, code: string) =>
  call('ConfirmForgotPassword', { Username: username, ConfirmationCode: code, Password: 'Guessed-Pass-2026!' });
const passwordAuth = (username: string) =>
  callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, PASSWORD: SANDBOX_PASSWORD } });
const wrongCodes = (count: number) => Array.from({ length: count }, (_, index) => String(100000 + index));

const MISMATCH = 'CodeMismatchException: Invalid verification code provided, please try again.';
const SPENT = 'LimitExceededException: Attempt limit exceeded, please try after some time.';
const EXPIRED = 'ExpiredCodeException: Invalid code provided, please request a code again.';

async function answersTo(codes: readonly string[], answer: (code: string) => Promise<string>): Promise<string[]> {
  const answers = [];
  for (const code of codes) answers.push(await answer(code));
  return answers;
}

describe('a reset code', () => {
  it('is spent by its 5th wrong answer: 40 guesses then the right code do not reset the password', async () => {
    expect(await forgotPassword('hra.primary@example.com')).toBe('ok');
    const answers = await answersTo(wrongCodes(40), (code) => confirmForgotPassword('hra.primary@example.com', code));
    expect(answers.slice(0, MAX_WRONG_CODE_ANSWERS)).toEqual(Array(MAX_WRONG_CODE_ANSWERS).fill(MISMATCH));
    expect(new Set(answers.slice(MAX_WRONG_CODE_ANSWERS))).toEqual(new Set([SPENT]));
    expect(await confirmForgotPassword('hra.primary@example.com', SANDBOX_CODE)).toBe(SPENT);
    expect((await passwordAuth('hra.primary@example.com')).body.AuthenticationResult).toBeDefined();
  });

  it('a new code takes answers again', async () => {
    await forgotPassword('hra.primary@example.com');
    await answersTo(wrongCodes(MAX_WRONG_CODE_ANSWERS), (code) => confirmForgotPassword('hra.primary@example.com', code));
    expect(await forgotPassword('hra.primary@example.com')).toBe('ok');
    expect(await confirmForgotPassword('hra.primary@example.com', SANDBOX_CODE)).toBe('ok');
  });
});

describe('a login with no account is answered like a member', () => {
  const sequence = async (username: string) => [
    await confirmForgotPassword(username, '123456'),
    await forgotPassword(username),
    ...(await answersTo(wrongCodes(MAX_WRONG_CODE_ANSWERS + 2), (code) => confirmForgotPassword(username, code))),
  ];

  it('ConfirmForgotPassword, before and after ForgotPassword', async () => {
    const member = await sequence('hra.primary@example.com');
    const nobody = await sequence('nobody.here@example.com');
    expect(member[0]).toBe(MISMATCH);
    expect(nobody).toEqual(member);
  });

  it('ConfirmSignUp: an unknown login, a confirmed member and a wrong code of an unconfirmed one', async () => {
    const confirm = (username: string, code: string) => call('ConfirmSignUp', { Username: username, ConfirmationCode: code });
    expect(await confirm('nobody.here@example.com', '123456')).toBe(MISMATCH);
    expect(await confirm('hra.primary@example.com', '123456')).toBe(MISMATCH);
    expect(await confirm('hra.primary@example.com', SANDBOX_CODE)).toBe(MISMATCH);

    const signUp = await call('SignUp', { Username: 'new.member@example.com', Password: 'Brand-New-Pass-2026!', UserAttributes: [{ Name: 'email', Value: 'new.member@example.com' }] });
    expect(signUp).toBe('ok');
    const unconfirmed = await answersTo(wrongCodes(MAX_WRONG_CODE_ANSWERS + 1), (code) => confirm('new.member@example.com', code));
    await call('ResendConfirmationCode', { Username: 'hra.primary@example.com' });
    const confirmed = await answersTo(wrongCodes(MAX_WRONG_CODE_ANSWERS + 1), (code) => confirm('hra.primary@example.com', code));
    expect(unconfirmed).toEqual([...Array(MAX_WRONG_CODE_ANSWERS).fill(MISMATCH), SPENT]);
    expect(confirmed).toEqual(unconfirmed);
    expect(await confirm('new.member@example.com', SANDBOX_CODE)).toBe(SPENT);
    await call('ResendConfirmationCode', { Username: 'new.member@example.com' });
    expect(await confirm('new.member@example.com', SANDBOX_CODE)).toBe('ok');
  });

  it('the hourly number of reset codes is the same for both', async () => {
    const requests = async (username: string) => answersTo(Array(CODE_SENDS_PER_HOUR.forgot_password + 1).fill(username), forgotPassword);
    const member = await requests('hra.primary@example.com');
    expect(member.at(-1)).toBe(SPENT);
    expect(await requests('nobody.here@example.com')).toEqual(member);
  });
});

describe('an attribute verification code', () => {
  it('is spent by its 5th wrong answer', async () => {
    const accessToken = ((await passwordAuth('search.only@example.com')).body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const verify = (code: string) => call('VerifyUserAttribute', { AccessToken: accessToken, AttributeName: 'phone_number', Code: code });
    expect(await verify(SANDBOX_CODE)).toBe(EXPIRED);
    expect(await call('GetUserAttributeVerificationCode', { AccessToken: accessToken, AttributeName: 'phone_number' })).toBe('ok');
    expect(await answersTo([...wrongCodes(MAX_WRONG_CODE_ANSWERS), SANDBOX_CODE], verify)).toEqual([...Array(MAX_WRONG_CODE_ANSWERS).fill(MISMATCH), SPENT]);
    expect(await call('GetUserAttributeVerificationCode', { AccessToken: accessToken, AttributeName: 'phone_number' })).toBe('ok');
    expect(await verify(SANDBOX_CODE)).toBe('ok');
  });
});

describe('SMS MFA', () => {
  const answer = async (session: unknown, code: string) =>
    call('RespondToAuthChallenge', { ChallengeName: 'SMS_MFA', Session: session, ChallengeResponses: { USERNAME: 'mfa@example.com', SMS_MFA_CODE: code } });

  it('wrong codes count across sessions: 5 sessions give 5 guesses, not 15, and then no code is sent', async () => {
    const answers: string[] = [];
    for (let session = 0; session < 5; session += 1) {
      const challenge = await passwordAuth('mfa@example.com');
      if (!challenge.body.Session) {
        answers.push(`${String(challenge.body.__type)} at sign-in`);
        continue;
      }
      for (const code of wrongCodes(3)) answers.push(await answer(challenge.body.Session, code));
    }
    const mfaMismatch = 'CodeMismatchException: Invalid code or auth state for the user.';
    const sessionEnded = 'NotAuthorizedException: Invalid session for the user, session is expired.';
    // Five wrong codes in all (MAX_SMS_MFA_MISSES): three in the first session, two in the second.
    expect(answers).toEqual([mfaMismatch, mfaMismatch, sessionEnded, mfaMismatch, mfaMismatch, SPENT, ...Array(3).fill('LimitExceededException at sign-in')]);
    expect(MAX_SMS_MFA_MISSES).toBe(5);
  });

  it('a completed sign-in forgets the misses', async () => {
    for (let session = 0; session < 2; session += 1) {
      const challenge = await passwordAuth('mfa@example.com');
      await answer(challenge.body.Session, '111111');
      await answer(challenge.body.Session, '222222');
    }
    const challenge = await passwordAuth('mfa@example.com');
    expect(await answer(challenge.body.Session, SANDBOX_CODE)).toBe('ok');
    const next = await passwordAuth('mfa@example.com');
    expect(await answer(next.body.Session, '111111')).toMatch(/^CodeMismatchException/);
  });

  it('at most the hourly number of SMS codes are sent to one member', async () => {
    const outcomes = [];
    for (let attempt = 0; attempt <= CODE_SENDS_PER_HOUR.sms_mfa; attempt += 1) {
      const { body } = await passwordAuth('mfa@example.com');
      outcomes.push(body.ChallengeName ?? body.__type);
    }
    expect(outcomes).toEqual([...Array(CODE_SENDS_PER_HOUR.sms_mfa).fill('SMS_MFA'), 'LimitExceededException']);
  });
});

describe('per caller address', () => {
  it('sign-up and recovery calls past the limit are TooManyRequestsException until test control resets', async () => {
    const logins = Array.from({ length: ADDRESS_LIMITS.codes }, (_, index) => `someone.${index}@example.com`);
    const answers = await answersTo(logins, forgotPassword);
    expect(new Set(answers)).toEqual(new Set(['ok']));
    expect(await forgotPassword('one.more@example.com')).toBe('TooManyRequestsException: Too many requests');
    expect(await confirmForgotPassword('one.more@example.com', '123456')).toBe('TooManyRequestsException: Too many requests');
    identity.store.reset();
    expect(await forgotPassword('one.more@example.com')).toBe('ok');
  });
});
