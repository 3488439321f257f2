import { SIGN_UP_STEPS, firstMissingStepBefore, signUpStepOfPath, signUpStepPosition, signUpStepsFor, type SignUpProgress } from './sign-up-steps';

const EMPTY: SignUpProgress = { email: 'new@example.com', clientOrg: null, firstAndLastName: null, dateOfBirth: '', identificationCode: '', phoneNumber: '' };
const FULL: SignUpProgress = {
  email: 'new@example.com',
  clientOrg: { id: 1001, name: 'Acme' },
  firstAndLastName: { firstName: 'Sam', lastName: 'Rivera' },
  dateOfBirth: '07/14/1992',
  identificationCode: '5567',
  phoneNumber: '5125550199',
};

describe('signUpStepsFor', () => {
  it('has every step, password last, without a social provider', () => {
    expect(signUpStepsFor(null)).toEqual(['employer', 'name', 'dob', 'identifier', 'phone', 'password']);
    expect(signUpStepsFor('bnft')).toEqual(SIGN_UP_STEPS);
  });
  it('has no password step for Google or Apple, any case (access §6)', () => {
    expect(signUpStepsFor('GOOGLE')).not.toContain('password');
    expect(signUpStepsFor('apple')).toHaveLength(5);
  });
});

describe('signUpStepPosition', () => {
  it('numbers the steps from 1 and knows the neighbours', () => {
    expect(signUpStepPosition('employer', SIGN_UP_STEPS)).toEqual({ number: 1, count: 6, previous: null, next: 'name' });
    expect(signUpStepPosition('password', SIGN_UP_STEPS)).toEqual({ number: 6, count: 6, previous: 'phone', next: null });
    expect(signUpStepPosition('phone', signUpStepsFor('Google'))).toEqual({ number: 5, count: 5, previous: 'identifier', next: null });
  });
});

describe('firstMissingStepBefore', () => {
  it('sends a visit without the email back to the email step', () => {
    expect(firstMissingStepBefore('employer', SIGN_UP_STEPS, { ...EMPTY, email: ' ' })).toBe('email');
  });
  it('lets the first step open once the email is there', () => {
    expect(firstMissingStepBefore('employer', SIGN_UP_STEPS, EMPTY)).toBeNull();
  });
  it('sends a later step to the first step not answered', () => {
    expect(firstMissingStepBefore('phone', SIGN_UP_STEPS, EMPTY)).toBe('employer');
    expect(firstMissingStepBefore('password', SIGN_UP_STEPS, { ...FULL, dateOfBirth: '' })).toBe('dob');
    expect(firstMissingStepBefore('password', SIGN_UP_STEPS, FULL)).toBeNull();
  });
});

describe('signUpStepOfPath', () => {
  it('reads the step of a path', () => {
    expect(signUpStepOfPath('/sign-up/dob')).toBe('dob');
    expect(signUpStepOfPath('/sign-up/identifier/')).toBe('identifier');
    expect(signUpStepOfPath('/sign-up/client-org')).toBeNull();
  });
});
