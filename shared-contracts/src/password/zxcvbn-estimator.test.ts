import { PASSWORD_DISALLOWED_WORDS } from './password-disallowed-words';
import { passwordState, strongPasswordSchema } from './password-strength';
import { loadPasswordStrengthEstimator } from './zxcvbn-estimator';

describe('zxcvbn estimator (loaded on demand)', () => {
  it('is loaded once and reused', async () => {
    const first = loadPasswordStrengthEstimator();
    expect(loadPasswordStrengthEstimator()).toBe(first);
    await expect(first).resolves.toEqual(expect.any(Function));
  });

  it.each([
    ['password', 'weak'],
    ['Password1!', 'weak'],
    ['Member2026!', 'fair'],
    ['My-New-Passw0rd', 'strong'],
    ['correct horse battery', 'strong'],
  ])('scores %s as %s', async (password, state) => {
    const estimate = await loadPasswordStrengthEstimator();
    expect(passwordState(password, estimate)).toBe(state);
  });

  it("counts the product's own words as disallowed: they lower the score", async () => {
    const estimate = await loadPasswordStrengthEstimator();
    expect(PASSWORD_DISALLOWED_WORDS).toContain('member');
    expect(estimate('membersandbox', [])).toBe(2);
    expect(passwordState('membersandbox', estimate, [])).toBe('fair');
    expect(passwordState('membersandbox', estimate)).toBe('weak');
  });

  it('backs the strong password schema', async () => {
    const schema = strongPasswordSchema(loadPasswordStrengthEstimator);
    expect((await schema.safeParseAsync('Password1!')).error?.issues[0]?.message).toBe('validation.password.weak');
    expect((await schema.safeParseAsync('My-New-Passw0rd')).success).toBe(true);
  });

  it('lets the member through when the estimator cannot be loaded', async () => {
    const schema = strongPasswordSchema(() => Promise.reject(new Error('offline')));
    expect((await schema.safeParseAsync('Password1!')).success).toBe(true);
  });
});
