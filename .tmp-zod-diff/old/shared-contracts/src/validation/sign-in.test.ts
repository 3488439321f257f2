import { hasAcceptedTermsSchema, signInSchema, signUpEmailSchema } from './sign-in';

describe('signInSchema', () => {
  it('needs email and password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    const messages = signInSchema.safeParse({ email: '', password: '' }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['validation.email.required', 'validation.password.required']);
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
