import { passwordState, passwordStrengthFromScore, strengthMeetsRequirements, type PasswordStrengthEstimator } from './password-strength';

describe('password strength mapping (score 0-1 weak, 2 fair, 3-4 strong)', () => {
  it('maps scores', () => {
    expect([0, 1, 2, 3, 4].map((score) => passwordStrengthFromScore(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      'weak', 'weak', 'fair', 'strong', 'strong',
    ]);
  });

  it('fair and strong meet requirements, weak does not', () => {
    expect(strengthMeetsRequirements('weak')).toBe(false);
    expect(strengthMeetsRequirements('fair')).toBe(true);
    expect(strengthMeetsRequirements('strong')).toBe(true);
  });

  it('passwordState reports length states before asking the injected estimator', () => {
    const estimate = jest.fn<ReturnType<PasswordStrengthEstimator>, Parameters<PasswordStrengthEstimator>>(() => 3);
    expect(passwordState('', estimate, [])).toBe('empty');
    expect(passwordState('short', estimate, [])).toBe('short');
    expect(estimate).not.toHaveBeenCalled();
    expect(passwordState('long enough', estimate, ['member'])).toBe('strong');
    expect(estimate).toHaveBeenCalledWith('long enough', ['member']);
  });
});
