/**
 * Sign-in against the sandbox identity service with real aws-amplify v6 (USER_SRP_AUTH by default).
 */
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { rejectionOf, useAmplifyAgainstIdentityServer } from '../testing/identity-test-harness';

const identityServer = useAmplifyAgainstIdentityServer();

describe('USER_SRP_AUTH (Amplify default)', () => {
  it('signs hra.primary@example.com in; the id token carries the custom claims', async () => {
    const result = await signIn({ username: 'hra.primary@example.com', password: SANDBOX_PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const { tokens } = await fetchAuthSession();
    const id = tokens?.idToken?.payload;
    expect(id).toMatchObject({
      token_use: 'id',
      aud: 'memberweblocalclient',
      iss: `${identityServer().baseUrl}/us-east-1_MemberLocal`,
      'cognito:username': 'hra.primary@example.com',
      email: 'hra.primary@example.com',
      email_verified: true,
      phone_number: '+15125550101',
      [CLAIM_KEYS.firstName]: 'Maria',
      [CLAIM_KEYS.lastName]: 'Lopez',
      [CLAIM_KEYS.dateOfBirth]: '1985-04-12',
      [CLAIM_KEYS.accountId]: '200001',
      [CLAIM_KEYS.clientId]: '101',
      [CLAIM_KEYS.clientOrgId]: '1001',
      [CLAIM_KEYS.planId]: '501',
      [CLAIM_KEYS.identificationCode]: '4821',
      [CLAIM_KEYS.languagePreference]: 'english',
      [CLAIM_KEYS.ein]: '741234567',
    });
    expect(id?.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens?.accessToken.payload).toMatchObject({
      token_use: 'access',
      client_id: 'memberweblocalclient',
      username: 'hra.primary@example.com',
      sub: id?.sub,
      scope: 'aws.cognito.signin.user.admin',
    });
  });

  it('accepts the email in any case', async () => {
    const result = await signIn({ username: 'HRA.Primary@Example.com', password: SANDBOX_PASSWORD });
    expect(result.isSignedIn).toBe(true);
  });

  it('answers a wrong password with NotAuthorizedException "Incorrect username or password."', async () => {
    const error = await rejectionOf(signIn({ username: 'hra.primary@example.com', password: 'Not-The-Password-1' }));
    expect(error).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const error = await rejectionOf(signIn({ username: 'nobody@example.com', password: SANDBOX_PASSWORD }));
    expect(error).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers the sixth failed attempt in a row with "Password attempts exceeded" (the lockout itself: sign-in-hardening.test.ts)', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const error = await rejectionOf(signIn({ username: 'search.only@example.com', password: `Wrong-Password-${attempt}` }));
      expect(error.message).toBe('Incorrect username or password.');
    }
    const sixth = await rejectionOf(signIn({ username: 'search.only@example.com', password: 'Wrong-Password-6' }));
    expect(sixth).toEqual({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });
  }, 30_000);

  it('also works with USER_PASSWORD_AUTH', async () => {
    const ok = await signIn({ username: 'spouse@example.com', password: SANDBOX_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(ok.isSignedIn).toBe(true);
    await signOut();
    const error = await rejectionOf(signIn({ username: 'spouse@example.com', password: 'Wrong-Password', options: { authFlowType: 'USER_PASSWORD_AUTH' } }));
    expect(error).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});

describe('SMS MFA', () => {
  it('mfa@example.com: CONFIRM_SIGN_IN_WITH_SMS_CODE, then the code signs in', async () => {
    const first = await signIn({ username: 'mfa@example.com', password: SANDBOX_PASSWORD });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0107' } },
    });
    expect(identityServer().store.lastCodeSent('mfa@example.com', 'sms_mfa')?.code).toBe(SANDBOX_CODE);

    const confirmed = await confirmSignIn({ challengeResponse: SANDBOX_CODE });
    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload.email).toBe('mfa@example.com');
  });

  it('a wrong code is CodeMismatchException and the same challenge can be answered again', async () => {
    await signIn({ username: 'mfa@example.com', password: SANDBOX_PASSWORD });
    const error = await rejectionOf(confirmSignIn({ challengeResponse: '654321' }));
    expect(error.name).toBe('CodeMismatchException');

    const confirmed = await confirmSignIn({ challengeResponse: SANDBOX_CODE });
    expect(confirmed.isSignedIn).toBe(true);
  });
});

describe('temporary password', () => {
  it('new.password@example.com: CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED, then the new password signs in', async () => {
    const first = await signIn({ username: 'new.password@example.com', password: SANDBOX_PASSWORD });
    expect(first).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] } });

    const tooShort = await rejectionOf(confirmSignIn({ challengeResponse: 'short' }));
    expect(tooShort.name).toBe('InvalidPasswordException');
    const padded = await rejectionOf(confirmSignIn({ challengeResponse: ' Leading-Space-Password' }));
    expect(padded.name).toBe('InvalidPasswordException');

    const confirmed = await confirmSignIn({ challengeResponse: 'Brand-New-Password-1' });
    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await signOut();

    expect((await signIn({ username: 'new.password@example.com', password: 'Brand-New-Password-1' })).isSignedIn).toBe(true);
    await signOut();
    const old = await rejectionOf(signIn({ username: 'new.password@example.com', password: SANDBOX_PASSWORD }));
    expect(old.message).toBe('Incorrect username or password.');
  });
});
