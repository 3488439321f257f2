import { newPasswordFormSchema, strongNewPasswordFormSchema } from './new-password-form';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

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

describe('strongNewPasswordFormSchema', () => {
  const issuesWith = async (score: 0 | 1 | 2 | 3 | 4, password: string) => {
    const result = await strongNewPasswordFormSchema(async () => () => score).safeParseAsync({ newPassword: password, confirmPassword: password });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('refuses a weak password and accepts fair or strong', async () => {
    expect(await issuesWith(1, 'Brand-New-2026!')).toEqual([['newPassword', VALIDATION_MESSAGES.passwordWeak]]);
    expect(await issuesWith(2, 'Brand-New-2026!')).toEqual([]);
    expect(await issuesWith(4, 'Brand-New-2026!')).toEqual([]);
  });

  it('reports only the basic problem when the basic rule fails', async () => {
    expect(await issuesWith(0, 'short')).toEqual([['newPassword', VALIDATION_MESSAGES.passwordTooShort]]);
  });
});
