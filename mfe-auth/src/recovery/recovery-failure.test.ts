import { confirmFailureOf, isUnknownAccount, recoveryFailureOf } from './recovery-failure';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('recoveryFailureOf', () => {
  it.each([
    ['CodeMismatchException', 'code', 'code'],
    ['codemismatchexception', 'code', 'code'],
    ['UserNotFoundException', 'code', 'code'],
    ['ExpiredCodeException', 'expired', 'expired'],
    ['LimitExceededException', 'rateLimit', 'spent'],
    ['TooManyFailedAttemptsException', 'rateLimit', 'spent'],
    ['TooManyRequestsException', 'rateLimit', 'rateLimit'],
    ['InvalidPasswordException', 'password', 'password'],
    ['NetworkError', 'unknown', 'unknown'],
  ])('%s → %s when asking for a code, %s when confirming one', (name, onRequest, onConfirm) => {
    expect(recoveryFailureOf(named(name))).toBe(onRequest);
    expect(confirmFailureOf(named(name))).toBe(onConfirm);
  });

  it('knows an unknown account', () => {
    expect(isUnknownAccount(named('UserNotFoundException'))).toBe(true);
    expect(isUnknownAccount(named('LimitExceededException'))).toBe(false);
  });
});
