import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('hra.primary@example.com')).toBe('h•••@example.com');
    expect(maskEmail(' a@b.co ')).toBe('a•••@b.co');
  });

  it('masks anything that is not an email', () => {
    expect(maskEmail('username')).toBe('u•••');
    expect(maskEmail('')).toBe('');
  });
});
