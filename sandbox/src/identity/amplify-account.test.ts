/**
 * Account operations with real aws-amplify v6: user attributes (custom ones included), attribute
 * verification codes, the MFA preference, password reset / change, sign-up and user deletion.
 */
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { SANDBOX_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { rejectionOf, useAmplifyAgainstIdentityServer } from '../testing/identity-test-harness';

const identityServer = useAmplifyAgainstIdentityServer();

async function signInAs(username: string, password = SANDBOX_PASSWORD): Promise<void> {
  const result = await signIn({ username, password });
  expect(result.isSignedIn).toBe(true);
}

describe('user attributes', () => {
  it('fetchUserAttributes lists the standard and custom attributes', async () => {
    await signInAs('spanish@example.com');
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: 'spanish@example.com',
      email_verified: 'true',
      given_name: 'Lucía',
      family_name: 'Hernández',
      'custom:language': 'spanish',
      'custom:account_id': '200010',
    });
    expect(attributes.sub).toBe((await fetchAuthSession()).tokens?.idToken?.payload.sub);
  });

  it('updateUserAttribute writes custom:plan_id; a forced refresh carries it in the id token', async () => {
    await signInAs('hra.primary@example.com');
    const output = await updateUserAttribute({ userAttribute: { attributeKey: 'custom:plan_id', value: '502' } });
    expect(output.isUpdated).toBe(true);

    expect((await fetchAuthSession()).tokens?.idToken?.payload['custom:plan_id']).toBe('501');
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.payload['custom:plan_id']).toBe('502');
  });

  it('refuses attributes outside the schema and service-managed ones', async () => {
    await signInAs('hra.primary@example.com');
    const unknown = await rejectionOf(updateUserAttribute({ userAttribute: { attributeKey: 'custom:favourite_colour', value: 'blue' } }));
    expect(unknown.name).toBe('InvalidParameterException');
    const managed = await rejectionOf(updateUserAttribute({ userAttribute: { attributeKey: 'email_verified', value: 'false' } }));
    expect(managed.name).toBe('NotAuthorizedException');
  });

  it.each(['custom:account_id', 'custom:client_id', 'custom:client_org_id'])(
    'refuses %s from the member: the member API authorises by it',
    async (attributeKey) => {
      await signInAs('hra.primary@example.com');
      const forged = await rejectionOf(updateUserAttribute({ userAttribute: { attributeKey, value: '200002' } }));
      expect(forged.name).toBe('NotAuthorizedException');
      expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.payload[attributeKey]).not.toBe('200002');
    },
  );

  it.each([
    ['email', 'kevin.new@example.com'],
    ['birthdate', '1990-01-01'],
    ['custom:last4', '0000'],
    ['given_name', 'Mallory'],
    ['custom:language', 'spanish'],
  ])('refuses %s from the member: not among the app client\'s write attributes', async (attributeKey, value) => {
    await signInAs('tiered@example.com');
    const refused = await rejectionOf(updateUserAttribute({ userAttribute: { attributeKey, value } }));
    expect(refused).toEqual({ name: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
    expect(identityServer().store.lastCodeSent('tiered@example.com', 'verify_email')).toBeUndefined();
    expect((await fetchUserAttributes())[attributeKey]).not.toBe(value);
  });

  it('a new phone number is unverified until its code is confirmed', async () => {
    await signInAs('tiered@example.com');
    const output = await updateUserAttribute({ userAttribute: { attributeKey: 'phone_number', value: '+15125550177' } });
    expect(output).toMatchObject({ isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } });
    expect(await fetchUserAttributes()).toMatchObject({ phone_number: '+15125550177', phone_number_verified: 'false' });
  });

  it('a phone verification code is needed before confirming the phone', async () => {
    await signInAs('search.only@example.com');
    const before = await rejectionOf(confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: SANDBOX_CODE }));
    expect(before.name).toBe('ExpiredCodeException');

    const delivery = await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
    expect(delivery).toEqual({ deliveryMedium: 'SMS', destination: '+*******0102', attributeName: 'phone_number' });
    expect(identityServer().store.lastCodeSent('search.only@example.com')).toMatchObject({ purpose: 'verify_phone_number', code: SANDBOX_CODE });
    await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: SANDBOX_CODE });
  });
});

describe('MFA preference', () => {
  it('turning SMS MFA on makes the next sign-in ask for the SMS code; turning it off removes the step', async () => {
    await signInAs('hra.primary@example.com');
    expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: undefined });

    await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
    await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: SANDBOX_CODE });
    await updateMFAPreference({ sms: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
    await signOut();

    const challenged = await signIn({ username: 'hra.primary@example.com', password: SANDBOX_PASSWORD });
    expect(challenged.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    expect((await confirmSignIn({ challengeResponse: SANDBOX_CODE })).isSignedIn).toBe(true);

    await updateMFAPreference({ sms: 'DISABLED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: undefined });
    await signOut();
    expect((await signIn({ username: 'hra.primary@example.com', password: SANDBOX_PASSWORD })).isSignedIn).toBe(true);
  });

  it('the seeded MFA member reports SMS as enabled and preferred', async () => {
    await signIn({ username: 'mfa@example.com', password: SANDBOX_PASSWORD });
    await confirmSignIn({ challengeResponse: SANDBOX_CODE });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
  });

  it('TOTP cannot be turned on in the sandbox pool', async () => {
    await signInAs('hra.primary@example.com');
    const error = await rejectionOf(updateMFAPreference({ totp: 'ENABLED' }));
    expect(error.name).toBe('InvalidParameterException');
  });
});

describe('passwords', () => {
  it('resetPassword sends a code by email; confirmResetPassword sets the new password', async () => {
    const output = await resetPassword({ username: 'demo.client@example.com' });
    expect(output.nextStep).toEqual({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'd***@e***', attributeName: 'email' },
    });
    expect(identityServer().store.lastCodeSent('demo.client@example.com', 'forgot_password')?.code).toBe(SANDBOX_CODE);

    const wrongCode = await rejectionOf(confirmResetPassword({ username: 'demo.client@example.com', confirmationCode: '111111', newPassword: 'Reset-Password-1' }));
    expect(wrongCode.name).toBe('CodeMismatchException');
    const weak = await rejectionOf(confirmResetPassword({ username: 'demo.client@example.com', confirmationCode: SANDBOX_CODE, newPassword: 'short' }));
    expect(weak.name).toBe('InvalidPasswordException');

    await confirmResetPassword({ username: 'demo.client@example.com', confirmationCode: SANDBOX_CODE, newPassword: 'Reset-Password-1' });
    await signInAs('demo.client@example.com', 'Reset-Password-1');
  });

  it('resetPassword for an unknown user answers like for a known one', async () => {
    const output = await resetPassword({ username: 'nobody@example.com' });
    expect(output.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    expect(identityServer().store.lastCodeSent('nobody@example.com')).toBeUndefined();
  });

  it('updatePassword needs the current password', async () => {
    await signInAs('inactive@example.com');
    const wrong = await rejectionOf(updatePassword({ oldPassword: 'Not-The-Password', newPassword: 'Changed-Password-1' }));
    expect(wrong).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await updatePassword({ oldPassword: SANDBOX_PASSWORD, newPassword: 'Changed-Password-1' });
    await signOut();
    await signInAs('inactive@example.com', 'Changed-Password-1');
  });
});

describe('sign-up', () => {
  it('signUp → CONFIRM_SIGN_UP with a code by email; confirmSignUp → the new member signs in', async () => {
    const output = await signUp({
      username: 'New.Member@example.com',
      password: 'Sign-Up-Password-1',
      options: { userAttributes: { given_name: 'Nora', family_name: 'Quinn', 'custom:language': 'english' } },
    });
    expect(output).toMatchObject({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'n***@e***', attributeName: 'email' } },
    });
    expect(output.userId).toMatch(/^[0-9a-f-]{36}$/);

    const early = await signIn({ username: 'new.member@example.com', password: 'Sign-Up-Password-1' });
    expect(early.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

    await resendSignUpCode({ username: 'new.member@example.com' });
    expect(identityServer().store.lastCodeSent('new.member@example.com', 'sign_up')?.code).toBe(SANDBOX_CODE);
    const wrong = await rejectionOf(confirmSignUp({ username: 'new.member@example.com', confirmationCode: '999999' }));
    expect(wrong.name).toBe('CodeMismatchException');
    expect(await confirmSignUp({ username: 'new.member@example.com', confirmationCode: SANDBOX_CODE })).toEqual({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'DONE' },
    });

    await signInAs('new.member@example.com', 'Sign-Up-Password-1');
    expect(await fetchUserAttributes()).toMatchObject({ email: 'new.member@example.com', email_verified: 'true', given_name: 'Nora' });
  });

  it('refuses an email that already has an account, and a password that breaks the policy', async () => {
    const duplicate = await rejectionOf(signUp({ username: 'HRA.primary@example.com', password: 'Sign-Up-Password-1' }));
    expect(duplicate.name).toBe('UsernameExistsException');
    const weak = await rejectionOf(signUp({ username: 'weak@example.com', password: 'short' }));
    expect(weak.name).toBe('InvalidPasswordException');
    const long = await rejectionOf(signUp({ username: 'long@example.com', password: 'x'.repeat(256) }));
    expect(long.name).toBe('InvalidPasswordException');
  });
});

describe('deleteUser', () => {
  it('removes the user; signing in again is "Incorrect username or password."', async () => {
    await signInAs('unverified@example.com');
    await deleteUser();
    const error = await rejectionOf(signIn({ username: 'unverified@example.com', password: SANDBOX_PASSWORD }));
    expect(error.message).toBe('Incorrect username or password.');
    identityServer().store.reset();
    await signInAs('unverified@example.com');
  });
});
