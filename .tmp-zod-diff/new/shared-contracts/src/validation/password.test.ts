import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthState, passwordSchema } from './password';

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
    expect(firstMessage(' abcdefgh')).toBe('validation.password.spaces');
    expect(firstMessage('abcdefgh ')).toBe('validation.password.spaces');
    expect(passwordSchema.safeParse('abcd efgh').success).toBe(true);
  });

  it('refuses too short and too long', () => {
    expect(firstMessage('abcdefg')).toBe('validation.password.tooShort');
    expect(firstMessage('a'.repeat(256))).toBe('validation.password.tooLong');
  });
});
