import { phoneNumberSchema } from './phone-number';
import { formatPhoneNumber } from './phone-number-display';

describe('phoneNumberSchema (10 digits)', () => {
  it('accepts 10 digits, with or without display formatting, and parses to bare digits', () => {
    expect(phoneNumberSchema.parse('5551234567')).toBe('5551234567');
    expect(phoneNumberSchema.parse('(555) 123-4567')).toBe('5551234567');
  });

  it.each(['555123456', '55512345678', '555-abc-4567', ''])('refuses %p', (value) => {
    const result = phoneNumberSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.phoneNumber.invalid');
  });
});

describe('formatPhoneNumber', () => {
  it('shows a 10-digit phone as (###) ###-####', () => {
    expect(formatPhoneNumber('5551234567')).toBe('(555) 123-4567');
  });

  it('leaves anything else unchanged', () => {
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber('15551234567')).toBe('15551234567');
  });
});
