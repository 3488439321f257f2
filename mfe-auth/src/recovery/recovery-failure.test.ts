import { confirmFailureOf, isUnknownAccount, recoveryFailureOf } from './recovery-failure';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('recoveryFailureOf', () => {
  it.each([
    ['CodeMismatchException', 'code'],
    ['codemismatchexception', 'code'],
    ['UserNotFoundException', 'code'],
    ['ExpiredCodeException', 'expired'],
    ['LimitExceededException', 'rateLimit'],
    ['TooManyRequestsException', 'rateLimit'],
    ['InvalidPasswordException', 'password'],
    ['NetworkError', 'unknown'],
  ])('%s → %s', (name, failure) => {
    expect(recoveryFailureOf(named(name))).toBe(failure);
  });

  it.each([
    ['LimitExceededException', 'spent'],
    ['TooManyFailedAttemptsException', 'spent'],
    ['TooManyRequestsException', 'rateLimit'],
    ['CodeMismatchException', 'code'],
  ])('on confirm, %s → %s', (name, failure) => {
    expect(confirmFailureOf(named(name))).toBe(failure);
  });

  it('knows an unknown account', () => {
    expect(isUnknownAccount(named('UserNotFoundException'))).toBe(true);
    expect(isUnknownAccount(named('LimitExceededException'))).toBe(false);
  });
});
