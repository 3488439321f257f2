import { nextStepOf } from './next-step';

describe('nextStepOf', () => {
  it('maps the identity answers to the next step', () => {
    expect(nextStepOf({ isSignedIn: true, step: 'DONE' })).toEqual({ kind: 'signed-in' });
    expect(nextStepOf({ isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDestination: '+***0107' })).toEqual({
      kind: 'mfa',
      codeDestination: '+***0107',
    });
    expect(nextStepOf({ isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' })).toEqual({ kind: 'mfa', codeDestination: null });
    expect(nextStepOf({ isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' })).toEqual({ kind: 'new-password' });
    expect(nextStepOf({ isSignedIn: false, step: 'RESET_PASSWORD' })).toEqual({ kind: 'unsupported', step: 'RESET_PASSWORD' });
  });
});
