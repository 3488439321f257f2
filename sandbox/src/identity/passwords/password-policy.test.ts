import { assertPasswordMeetsPolicy, passwordPolicyViolation } from './password-policy';

describe('sandbox password policy (the shared access §5 rule)', () => {
  it.each([
    ['Abcde1!', 'Password not long enough'],
    [`Ab1!${'x'.repeat(252)}`, 'Password is too long'],
    [' Abcdef1!', 'Password must not begin or end with a space'],
    ['abcdefg1!', 'Password must have a number, a lowercase, an uppercase and a symbol character'],
  ])('refuses %j', (password, reason) => {
    expect(passwordPolicyViolation(password)).toBe(`Password did not conform with policy: ${reason}`);
    expect(() => assertPasswordMeetsPolicy(password)).toThrow(expect.objectContaining({ name: 'InvalidPasswordException' }));
  });

  it('accepts 8 and 255 characters that meet the rule set, weak or not (strength is a client-side helper)', () => {
    expect(passwordPolicyViolation('Abcdef1!')).toBeUndefined();
    expect(passwordPolicyViolation(`Ab1!${'x'.repeat(251)}`)).toBeUndefined();
    expect(passwordPolicyViolation('Password1!')).toBeUndefined();
  });
});
