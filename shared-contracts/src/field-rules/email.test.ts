import { emailSchema, isValidEmail } from './email';

describe('emailSchema (simple {email} pattern)', () => {
  it.each(['member@example.com', 'a.b+c@sub.example.org'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['member', 'member@example', '@example.com', 'a b@example.com', 'a@@example.com'])('refuses %s with the invalid key', (email) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.email.invalid');
  });

  it('is required', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('validation.email.required');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.email.required');
  });

  it('trims', () => {
    expect(emailSchema.parse('  member@example.com ')).toBe('member@example.com');
    expect(isValidEmail('x@y.z')).toBe(true);
  });
});
