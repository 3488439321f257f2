import { identificationCodeSchema } from './identification-code';

describe('identificationCodeSchema (4 digits)', () => {
  it('accepts exactly 4 digits', () => {
    expect(identificationCodeSchema.parse('0123')).toBe('0123');
  });

  it.each(['123', '12345', '12a4', ' 1234'])('refuses %p', (value) => {
    expect(identificationCodeSchema.safeParse(value).error?.issues[0]?.message).toBe('validation.identificationCode.invalid');
  });
});
