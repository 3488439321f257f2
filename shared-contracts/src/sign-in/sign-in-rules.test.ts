import { hasAcceptedTermsSchema, signUpEmailSchema } from '../sign-up/sign-up-email';
import { normalizeSignIn, signInFieldErrors } from './sign-in-rules';

describe('sign-in rules', () => {
  it('needs email and password', () => {
    expect(signInFieldErrors({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(signInFieldErrors({ email: '', password: '' })).toEqual({ email: 'validation.email.required', password: 'validation.password.required' });
  });

  it('trims the email: blanks are no email; checks presence, not the pattern', () => {
    expect(signInFieldErrors({ email: '   ', password: 'x' })).toEqual({ email: 'validation.email.required' });
    expect(signInFieldErrors({ email: 'not-an-email', password: ' ' })).toEqual({});
    expect(normalizeSignIn({ email: '  a@b.co ', password: ' p ' })).toEqual({ email: 'a@b.co', password: ' p ' });
  });
});

describe('signUpEmailSchema', () => {
  it('needs a valid email', () => {
    expect(signUpEmailSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe('validation.email.invalid');
  });
});

describe('hasAcceptedTermsSchema', () => {
  it('needs the box ticked', () => {
    expect(hasAcceptedTermsSchema.safeParse(true).success).toBe(true);
    expect(hasAcceptedTermsSchema.safeParse(false).error?.issues[0]?.message).toBe('validation.terms.required');
  });
});
