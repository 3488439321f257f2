import { einSchema, normalizeEin } from './ein';

describe('einSchema (9 digits after stripping non-digits)', () => {
  it('strips non-digits', () => {
    expect(einSchema.parse('12-3456789')).toBe('123456789');
  });

  it.each(['12345678', '1234567890', 'abc'])('refuses %p', (value) => {
    expect(einSchema.safeParse(value).error?.issues[0]?.message).toBe('validation.ein.invalid');
  });

  it('normalizeEin returns null for anything but 9 digits', () => {
    expect(normalizeEin('12 345 6789')).toBe('123456789');
    expect(normalizeEin('1234')).toBeNull();
  });
});
