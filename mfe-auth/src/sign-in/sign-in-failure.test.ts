import { toSignInFailure } from './sign-in-failure';

const error = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('toSignInFailure (access §8 "Sign-in")', () => {
  it.each([
    [error('NotAuthorizedException', 'Incorrect username or password.'), 'signInFailure.incorrectCredentials', 'UNAUTHORIZED'],
    [error('NotAuthorizedException', 'incorrect username or password'), 'signInFailure.incorrectCredentials', 'UNAUTHORIZED'],
    [error('NotAuthorizedException', 'Password attempts exceeded'), 'signInFailure.attemptsExceeded', 'UNAUTHORIZED'],
    [error('NotAuthorizedException', 'User is disabled.'), 'errors.generic.body', 'UNAUTHORIZED'],
    [error('notAuthorizedException', 'User is disabled.'), 'errors.generic.body', 'UNAUTHORIZED'],
    [error('UserNotConfirmedException', 'User is not confirmed.'), 'errors.generic.body', 'UNKNOWN'],
    [error('TypeError', 'Failed to fetch'), 'errors.generic.body', 'UNKNOWN'],
    ['a string', 'errors.generic.body', 'UNKNOWN'],
    [null, 'errors.generic.body', 'UNKNOWN'],
  ])('%p → %s, %s', (input, bodyKey, reason) => {
    expect(toSignInFailure(input)).toEqual({ bodyKey, reason });
  });

  it('matches the incorrect-credentials message by its beginning only', () => {
    expect(toSignInFailure(error('X', 'Something else: Incorrect username or password')).bodyKey).toBe('errors.generic.body');
  });
});
