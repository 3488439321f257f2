import { meetsPasswordRules, passwordRuleIndicators, type PasswordRulesConfiguration } from './password-rules';

const rules: PasswordRulesConfiguration = { minLength: 8, minNumbers: 1, minLowerCase: 1, minUpperCase: 1, minSpecialChars: 1 };

describe('password rule indicators', () => {
  it('are neutral while empty', () => {
    expect(passwordRuleIndicators('', rules)).toEqual({
      minLength: 'neutral', minNumbers: 'neutral', minLowerCase: 'neutral', minUpperCase: 'neutral', minSpecialChars: 'neutral',
    });
  });

  it('mark each rule satisfied or unsatisfied', () => {
    expect(passwordRuleIndicators('abc1', rules)).toEqual({
      minLength: 'unsatisfied', minNumbers: 'satisfied', minLowerCase: 'satisfied', minUpperCase: 'unsatisfied', minSpecialChars: 'unsatisfied',
    });
  });

  it('leave out rules with minimum 0', () => {
    expect(passwordRuleIndicators('a', { ...rules, minSpecialChars: 0 })).not.toHaveProperty('minSpecialChars');
  });

  it('all must be met', () => {
    expect(meetsPasswordRules('Abcdefg1!', rules)).toBe(true);
    expect(meetsPasswordRules('Abcdefgh!', rules)).toBe(false);
  });
});
