import { mfaCodeSchema } from './mfa-code';

describe('mfaCodeSchema (required, exactly 6)', () => {
  it('accepts 6 characters', () => {
    expect(mfaCodeSchema.parse('123456')).toBe('123456');
  });

  it('is required', () => {
    expect(mfaCodeSchema.safeParse('').error?.issues[0]?.message).toBe('validation.mfaCode.required');
  });

  it.each(['12345', '1234567'])('refuses %p with the length key', (value) => {
    expect(mfaCodeSchema.safeParse(value).error?.issues[0]?.message).toBe('validation.mfaCode.length');
  });
});
