import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthState, passwordPolicyProblem, passwordSchema } from './password';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

describe('password length 8..255', () => {
  it('exports the limits', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 255]);
  });

  it('passwordLengthState', () => {
    expect(passwordLengthState('')).toBe('empty');
    expect(passwordLengthState('a'.repeat(7))).toBe('short');
    expect(passwordLengthState('a'.repeat(8))).toBe('ok');
    expect(passwordLengthState('a'.repeat(255))).toBe('ok');
    expect(passwordLengthState('a'.repeat(256))).toBe('long');
  });
});

describe('passwordSchema', () => {
  const firstMessage = (value: unknown) => passwordSchema.safeParse(value).error?.issues[0]?.message;

  it('is required', () => {
    expect(firstMessage('')).toBe('validation.password.required');
  });

  it('refuses leading or trailing spaces', () => {
    expect(firstMessage(' Abcdefg1!')).toBe('validation.password.spaces');
    expect(firstMessage('Abcdefg1! ')).toBe('validation.password.spaces');
    expect(firstMessage(' ')).toBe('validation.password.spaces');
    expect(passwordSchema.safeParse('Abcd efg1!').success).toBe(true);
  });

  it('refuses too short and too long', () => {
    expect(firstMessage('abcdefg')).toBe('validation.password.tooShort');
    expect(firstMessage('a'.repeat(256))).toBe('validation.password.tooLong');
  });

  it('accepts exactly 8 and exactly 255 characters that meet the rule set', () => {
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordSchema.safeParse(`Ab1!${'x'.repeat(251)}`).success).toBe(true);
    expect(firstMessage(`Ab1!${'x'.repeat(252)}`)).toBe('validation.password.tooLong');
    expect(firstMessage('Abcde1!')).toBe('validation.password.tooShort');
  });

  it('requires the configured rule set (digit, lower, upper, special)', () => {
    expect(firstMessage('abcdefg1!')).toBe('validation.password.rules');
    expect(firstMessage('ABCDEFG1!')).toBe('validation.password.rules');
    expect(firstMessage('Abcdefgh!')).toBe('validation.password.rules');
    expect(firstMessage('Abcdefgh1')).toBe('validation.password.rules');
  });

  it('refuses a value that is not a string', () => {
    expect(firstMessage(undefined)).toBe('validation.password.required');
  });
});

describe('passwordPolicyProblem (shared with the sandbox identity service)', () => {
  it('reports the first problem in the order required, spaces, length, rules', () => {
    expect(passwordPolicyProblem('')).toBe(VALIDATION_MESSAGES.passwordRequired);
    expect(passwordPolicyProblem(' short')).toBe(VALIDATION_MESSAGES.passwordSpaces);
    expect(passwordPolicyProblem('short')).toBe(VALIDATION_MESSAGES.passwordTooShort);
    expect(passwordPolicyProblem('A1!'.repeat(86))).toBe(VALIDATION_MESSAGES.passwordTooLong);
    expect(passwordPolicyProblem('alllowercase')).toBe(VALIDATION_MESSAGES.passwordRules);
    expect(passwordPolicyProblem('Member-Sandbox-2026!')).toBeUndefined();
  });

  it('takes another rule set', () => {
    const lenient = { minLength: 8, minNumbers: 0, minLowerCase: 0, minUpperCase: 0, minSpecialChars: 0 };
    expect(passwordPolicyProblem('alllowercase', lenient)).toBeUndefined();
  });
});
