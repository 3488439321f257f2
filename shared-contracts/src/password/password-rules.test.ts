import { meetsPasswordRules, PASSWORD_RULES, passwordRuleIndicators, type PasswordRulesConfiguration } from './password-rules';

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

describe('each rule has three indicator states', () => {
  it.each([
    ['minLength', 'Abc1!', 'Abcdef1!'],
    ['minNumbers', 'Abcdefg!', 'Abcdefg1'],
    ['minLowerCase', 'ABCDEF1!', 'aBCDEF1!'],
    ['minUpperCase', 'abcdef1!', 'Abcdef1!'],
    ['minSpecialChars', 'Abcdefg1', 'Abcdefg1!'],
  ] as const)('%s: neutral when empty, unsatisfied, satisfied', (rule, failing, passing) => {
    expect(passwordRuleIndicators('')[rule]).toBe('neutral');
    expect(passwordRuleIndicators(failing)[rule]).toBe('unsatisfied');
    expect(passwordRuleIndicators(passing)[rule]).toBe('satisfied');
  });

  it('counts a space as neither letter, digit nor special character', () => {
    expect(passwordRuleIndicators('Abcdefg1 ').minSpecialChars).toBe('unsatisfied');
  });

  it('uses the configured rule set by default: 8 characters and one of each class', () => {
    expect(PASSWORD_RULES).toEqual(rules);
    expect(meetsPasswordRules('Abcdef1!')).toBe(true);
  });
});
