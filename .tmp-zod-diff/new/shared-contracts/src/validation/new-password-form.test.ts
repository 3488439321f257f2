import { newPasswordFormSchema } from './new-password-form';
import { VALIDATION_MESSAGES } from './validation-messages';

const issuesOf = (values: { newPassword: string; confirmPassword: string }) => {
  const result = newPasswordFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('newPasswordFormSchema', () => {
  it('accepts a valid password typed twice', () => {
    expect(issuesOf({ newPassword: 'Brand-New-2026!', confirmPassword: 'Brand-New-2026!' })).toEqual([]);
  });

  it('applies the password rule to the new password', () => {
    expect(issuesOf({ newPassword: 'short', confirmPassword: 'short' })).toContainEqual(['newPassword', VALIDATION_MESSAGES.passwordTooShort]);
  });

  it('requires the confirmation', () => {
    expect(issuesOf({ newPassword: 'Brand-New-2026!', confirmPassword: '' })).toContainEqual([
      'confirmPassword',
      VALIDATION_MESSAGES.passwordConfirmationRequired,
    ]);
  });

  it('reports a confirmation that differs on the confirmation field', () => {
    expect(issuesOf({ newPassword: 'Brand-New-2026!', confirmPassword: 'Brand-New-2027!' })).toEqual([
      ['confirmPassword', VALIDATION_MESSAGES.passwordMismatch],
    ]);
  });
});
