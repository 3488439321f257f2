import { signUpDateOfBirthSchema, signUpEmployerSchema, signUpIdentifierSchema, signUpNameSchema, signUpPhoneSchema } from './sign-up-step-schemas';
import { SIGN_UP_NO_ENROLLMENT_MATCH, signUpFailureOf, toE164UsPhone, toSignUpEligibilityPayload, toSignUpRequest, type SignUpAnswers } from './sign-up-account';

const ANSWERS: SignUpAnswers = {
  email: ' Sam.Rivera@Example.com ',
  clientOrgId: 1001,
  firstName: ' Sam ',
  lastName: 'Rivera ',
  dateOfBirth: '7/14/1992',
  identificationCode: '5567',
  phoneNumber: '(512) 555-0199',
};

describe('step schemas', () => {
  it('employer: an organisation id', () => {
    expect(signUpEmployerSchema.safeParse({ clientOrgId: 1001 }).success).toBe(true);
    expect(signUpEmployerSchema.safeParse({ clientOrgId: 0 }).error?.issues[0]?.message).toBe('validation.organization.required');
  });
  it('name: both non-empty after trimming', () => {
    expect(signUpNameSchema.safeParse({ firstName: ' Sam ', lastName: 'R' }).data).toEqual({ firstName: 'Sam', lastName: 'R' });
    const issues = signUpNameSchema.safeParse({ firstName: '  ', lastName: '' }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['validation.firstName.required', 'validation.lastName.required']);
  });
  it('dob: a real, past date as MM/DD/YYYY', () => {
    expect(signUpDateOfBirthSchema.safeParse({ dateOfBirth: '07/14/1992' }).success).toBe(true);
    expect(signUpDateOfBirthSchema.safeParse({ dateOfBirth: '02/30/1992' }).success).toBe(false);
  });
  it('identifier: exactly 4 digits', () => {
    expect(signUpIdentifierSchema.safeParse({ identificationCode: '5567' }).success).toBe(true);
    expect(signUpIdentifierSchema.safeParse({ identificationCode: '556' }).success).toBe(false);
    expect(signUpIdentifierSchema.safeParse({ identificationCode: '55678' }).success).toBe(false);
  });
  it('phone: 10 digits, formatting allowed', () => {
    expect(signUpPhoneSchema.safeParse({ phoneNumber: '(512) 555-0199' }).data).toEqual({ phoneNumber: '5125550199' });
    expect(signUpPhoneSchema.safeParse({ phoneNumber: '512555019' }).success).toBe(false);
  });
});

describe('toSignUpRequest', () => {
  it('uses the email as username, standard attributes and the org / last-4 as client metadata', () => {
    expect(toSignUpRequest(ANSWERS, { hasUserSetPassword: true, hasAcceptedTerms: true })).toEqual({
      username: 'sam.rivera@example.com',
      attributes: { email: 'sam.rivera@example.com', phone_number: '+15125550199', given_name: 'Sam', family_name: 'Rivera', birthdate: '1992-07-14' },
      clientMetadata: { clientOrgId: '1001', identificationCode: '5567', hasUserSetPassword: 'true', hasAcceptedTerms: 'true' },
    });
  });
  it('carries the terms answer as it was given, for the trigger to refuse a declined one', () => {
    expect(toSignUpRequest(ANSWERS, { hasUserSetPassword: false, hasAcceptedTerms: false }).clientMetadata).toMatchObject({ hasAcceptedTerms: 'false' });
  });
  it('phone in E.164 and the eligibility payload', () => {
    expect(toE164UsPhone('512.555.0199')).toBe('+15125550199');
    expect(toSignUpEligibilityPayload(ANSWERS)).toEqual({ dateOfBirth: '1992-07-14', identificationCode: '5567', clientOrgId: 1001 });
  });
});

describe('signUpFailureOf', () => {
  it('reads the identity errors', () => {
    expect(signUpFailureOf({ name: 'UsernameExistsException', message: 'x' })).toBe('duplicate');
    expect(signUpFailureOf({ name: 'UserLambdaValidationException', message: `PreSignUp failed with error ${SIGN_UP_NO_ENROLLMENT_MATCH}.` })).toBe('coverageNotFound');
    expect(signUpFailureOf({ name: 'UserLambdaValidationException', message: 'PreSignUp failed with error This member already has an account.' })).toBe('duplicate');
    expect(signUpFailureOf({ name: 'InvalidPasswordException', message: 'x' })).toBe('password');
    expect(signUpFailureOf({ name: 'NetworkError', message: 'x' })).toBe('unknown');
  });
});
