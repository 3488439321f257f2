/**
 * What a password guesser meets: Cognito's temporary lockout with backoff for SRP and
 * USER_PASSWORD_AUTH alike, an SMS challenge that ends at its 3rd wrong code, and an unknown username
 * answered like a wrong password in comparable time.
 */
import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { POOL, callCognito, configureAmplify, rejectionOf, startIdentityServer, type RunningIdentityServer } from '../testing/identity-test-harness';
import { FIRST_LOCKOUT_MS, MAX_LOCKOUT_MS, lockoutAfterFailure } from './store/sign-in-attempts';

let now = new Date();
let identity: RunningIdentityServer;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  identity = await startIdentityServer({ clock: () => now });
  configureAmplify(identity.baseUrl);
});
afterAll(async () => {
  await identity.close();
  Amplify.configure({});
});
beforeEach(() => {
  now = new Date();
  identity.store.reset();
});
afterEach(async () => {
  await signOut();
});

const passwordAuth = (username: string, password: string) =>
  callCognito(identity.baseUrl, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } });
const messageOf = async (response: Promise<{ body: Record<string, unknown> }>) => {
  const { body } = await response;
  return body.AuthenticationResult ? 'signed in' : `${String(body.__type)}: ${String(body.message)}`;
};
const INCORRECT = 'NotAuthorizedException: Incorrect username or password.';
const EXCEEDED = 'NotAuthorizedException: Password attempts exceeded';

describe('temporary lockout with backoff', () => {
  it('the lockout starts at 1 s after the 5th failure and doubles up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 14, 15, 30].map(lockoutAfterFailure)).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 512_000, MAX_LOCKOUT_MS, MAX_LOCKOUT_MS]);
  });

  it('SRP: after 5 wrong passwords the right one is refused during the lockout and works after it', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await rejectionOf(signIn({ username: 'search.only@example.com', password: `Wrong-Password-${attempt}` }))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    expect(await rejectionOf(signIn({ username: 'search.only@example.com', password: SANDBOX_PASSWORD }))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    advance(FIRST_LOCKOUT_MS);
    expect((await signIn({ username: 'search.only@example.com', password: SANDBOX_PASSWORD })).isSignedIn).toBe(true);
  }, 60_000);

  it('USER_PASSWORD_AUTH: each failure after the 5th doubles the lockout; attempts during it are refused and not counted', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await messageOf(passwordAuth('spouse@example.com', `Wrong-${attempt}`))).toBe(INCORRECT);
    advance(1_000);
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-6'))).toBe(EXCEEDED); // 6th failure: 2 s
    advance(1_999);
    expect(await messageOf(passwordAuth('spouse@example.com', SANDBOX_PASSWORD))).toBe(EXCEEDED);
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-ignored'))).toBe(EXCEEDED); // not counted
    advance(1);
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-7'))).toBe(EXCEEDED); // 7th failure: 4 s
    advance(3_999);
    expect(await messageOf(passwordAuth('spouse@example.com', SANDBOX_PASSWORD))).toBe(EXCEEDED);
    advance(1);
    expect(await messageOf(passwordAuth('spouse@example.com', SANDBOX_PASSWORD))).toBe('signed in');
    // A success forgets the count.
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-8'))).toBe(INCORRECT);
  });

  it('108 wrong passwords at 66 a second, then the right one: refused (the attack of the issue)', async () => {
    for (let attempt = 1; attempt <= 108; attempt += 1) {
      await passwordAuth('hra.primary@example.com', `Guess-${attempt}`);
      advance(15);
    }
    expect(await messageOf(passwordAuth('hra.primary@example.com', SANDBOX_PASSWORD))).toBe(EXCEEDED);
  });

  it('a guesser who waits out each lockout soon waits 15 minutes per guess', async () => {
    let waited = 0;
    for (let failure = 1; failure <= 16; failure += 1) {
      await passwordAuth('hra.primary@example.com', `Guess-${failure}`);
      const lockout = lockoutAfterFailure(failure);
      advance(lockout - 1);
      if (lockout > 0) expect(await messageOf(passwordAuth('hra.primary@example.com', SANDBOX_PASSWORD))).toBe(EXCEEDED);
      advance(1);
      waited += lockout;
    }
    expect(lockoutAfterFailure(16)).toBe(MAX_LOCKOUT_MS);
    expect(waited).toBeGreaterThan(30 * 60_000);
  });

  it('an unknown username is locked out exactly like a known one', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await messageOf(passwordAuth('nobody@example.com', `Wrong-${attempt}`))).toBe(INCORRECT);
    expect(await messageOf(passwordAuth('nobody@example.com', 'Wrong-6'))).toBe(EXCEEDED);
  });

  it('15 minutes without a failure after the lockout forget the count', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await passwordAuth('spouse@example.com', `Wrong-${attempt}`);
    advance(15 * 60_000);
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-6'))).toBe(EXCEEDED);
    for (let attempt = 1; attempt <= 5; attempt += 1) await passwordAuth('spouse@example.com', `Wrong-${attempt}`);
    identity.store.signInAttempts.clear();
    for (let attempt = 1; attempt <= 5; attempt += 1) await passwordAuth('spouse@example.com', `Wrong-${attempt}`);
    advance(FIRST_LOCKOUT_MS + 15 * 60_000);
    expect(await messageOf(passwordAuth('spouse@example.com', 'Wrong-6'))).toBe(INCORRECT);
  });
});

describe('SMS MFA challenge', () => {
  it('ends at the 3rd wrong code: NotAuthorizedException, and the right code is refused after', async () => {
    await signIn({ username: 'mfa@example.com', password: SANDBOX_PASSWORD });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await rejectionOf(confirmSignIn({ challengeResponse: `65432${attempt}` }))).name).toBe('CodeMismatchException');
    }
    expect(await rejectionOf(confirmSignIn({ challengeResponse: '654323' }))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const first = await signIn({ username: 'mfa@example.com', password: SANDBOX_PASSWORD }).catch(() => null);
    // Amplify keeps no challenge after the refusal: a fresh sign-in starts a new challenge with 3 tries.
    expect(first?.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    expect((await rejectionOf(confirmSignIn({ challengeResponse: '111111' }))).name).toBe('CodeMismatchException');
    expect((await confirmSignIn({ challengeResponse: SANDBOX_CODE })).isSignedIn).toBe(true);
  }, 60_000);

  it('the protocol: 30 wrong codes then the right one in one session do not sign in (the attack of the issue)', async () => {
    const challenge = await passwordAuth('mfa@example.com', SANDBOX_PASSWORD);
    const answer = (code: string) =>
      messageOf(
        callCognito(identity.baseUrl, 'RespondToAuthChallenge', {
          ChallengeName: 'SMS_MFA',
          ClientId: POOL.clientId,
          Session: challenge.body.Session,
          ChallengeResponses: { USERNAME: 'mfa@example.com', SMS_MFA_CODE: code },
        }),
      );
    const answers = [];
    for (let attempt = 10; attempt < 40; attempt += 1) answers.push(await answer(`9999${attempt}`));
    expect(answers.slice(0, 3)).toEqual([
      'CodeMismatchException: Invalid code or auth state for the user.',
      'CodeMismatchException: Invalid code or auth state for the user.',
      'NotAuthorizedException: Invalid session for the user, session is expired.',
    ]);
    expect(new Set(answers.slice(3))).toEqual(new Set(['NotAuthorizedException: Invalid session for the user, session is expired.']));
    expect(await answer(SANDBOX_CODE)).toBe('NotAuthorizedException: Invalid session for the user, session is expired.');
  });
});

describe('an unknown username answers like a wrong password, in comparable time', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const timed = async (run: () => Promise<unknown>) => {
    identity.store.signInAttempts.clear(); // measure the password check, not a lockout
    const start = process.hrtime.bigint();
    await run();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };

  it('USER_PASSWORD_AUTH: the same answer, and the medians of 25 tries each are within a factor of 1.6', async () => {
    expect(await messageOf(passwordAuth('nobody@example.com', 'Wrong-Password-1'))).toBe(INCORRECT);
    expect(await messageOf(passwordAuth('hra.primary@example.com', 'Wrong-Password-1'))).toBe(INCORRECT);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) await timed(() => passwordAuth('hra.primary@example.com', 'Warm-Up-1')); // warm-up
    for (let round = 0; round < 25; round += 1) {
      known.push(await timed(() => passwordAuth('hra.primary@example.com', `Wrong-Password-${round}`)));
      unknown.push(await timed(() => passwordAuth(`nobody-${round}@example.com`, `Wrong-Password-${round}`)));
    }
    const ratio = median(known) / median(unknown);
    process.stdout.write(`USER_PASSWORD_AUTH wrong password: known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms\n`);
    expect(ratio).toBeGreaterThan(1 / 1.6);
    expect(ratio).toBeLessThan(1.6);
  });
});

describe('sign-up answers', () => {
  const resend = (username: string) => callCognito(identity.baseUrl, 'ResendConfirmationCode', { ClientId: POOL.clientId, Username: username });

  it('ResendConfirmationCode answers a confirmed account like an unknown email, and sends nothing', async () => {
    const confirmed = await resend('hra.primary@example.com');
    const unknown = await resend('nobody@example.com');
    expect(confirmed.status).toBe(200);
    expect(unknown.status).toBe(200);
    const shape = (body: Record<string, unknown>) => JSON.stringify(body).replace(/"Destination":"[^"]*"/, '"Destination":"…"');
    expect(shape(confirmed.body)).toBe(shape(unknown.body));
    expect(identity.store.lastCodeSent('hra.primary@example.com', 'sign_up')).toBeUndefined();
  });

  it('ResendConfirmationCode still sends an unconfirmed user a new code', async () => {
    await callCognito(identity.baseUrl, 'SignUp', { ClientId: POOL.clientId, Username: 'fresh@example.com', Password: 'Fresh-Password-1' });
    const answer = await resend('fresh@example.com');
    expect(answer.status).toBe(200);
    expect(identity.store.lastCodeSent('fresh@example.com', 'sign_up')?.code).toBe(SANDBOX_CODE);
  });
});
