/**
 * Access §3 "Password rules configuration" and §5: "A configured rule set may also require minimum counts
 * of digits, lowercase, uppercase and special characters, each shown with a satisfied, unsatisfied or
 * neutral indicator; all must be met."
 */
export interface PasswordRulesConfiguration {
  minLength: number;
  minNumbers: number;
  minLowerCase: number;
  minUpperCase: number;
  minSpecialChars: number;
}

export type PasswordRuleName = keyof PasswordRulesConfiguration;

/**
 * The configured rule set used by the apps and the sandbox identity service. Decision (the spec names the
 * fields, not their values): the identity service's default pool policy — at least 8 characters, one
 * digit, one lowercase, one uppercase and one special character. Changing it here changes the indicators
 * shown under every password field and what the sandbox accepts, together.
 */
export const PASSWORD_RULES: PasswordRulesConfiguration = {
  minLength: 8,
  minNumbers: 1,
  minLowerCase: 1,
  minUpperCase: 1,
  minSpecialChars: 1,
};
export type PasswordRuleIndicator = 'satisfied' | 'unsatisfied' | 'neutral';

/** Decision: "special" = any character that is not a letter, digit or whitespace. */
const COUNTERS: Record<PasswordRuleName, (value: string) => number> = {
  minLength: (value) => value.length,
  minNumbers: (value) => (value.match(/\d/g) ?? []).length,
  minLowerCase: (value) => (value.match(/[a-z]/g) ?? []).length,
  minUpperCase: (value) => (value.match(/[A-Z]/g) ?? []).length,
  minSpecialChars: (value) => (value.match(/[^A-Za-z0-9\s]/g) ?? []).length,
};

const PASSWORD_RULE_NAMES = Object.keys(COUNTERS) as PasswordRuleName[];

/**
 * One indicator per configured rule (rules with a minimum of 0 are not listed).
 * Decision (spec silent on "neutral"): every indicator is neutral while the password is empty.
 */
export function passwordRuleIndicators(
  value: string,
  rules: PasswordRulesConfiguration = PASSWORD_RULES,
): Partial<Record<PasswordRuleName, PasswordRuleIndicator>> {
  const indicators: Partial<Record<PasswordRuleName, PasswordRuleIndicator>> = {};
  for (const name of PASSWORD_RULE_NAMES) {
    const minimum = rules[name];
    if (minimum <= 0) continue;
    indicators[name] = value.length === 0 ? 'neutral' : COUNTERS[name](value) >= minimum ? 'satisfied' : 'unsatisfied';
  }
  return indicators;
}

/** "all must be met". */
export function meetsPasswordRules(value: string, rules: PasswordRulesConfiguration = PASSWORD_RULES): boolean {
  return PASSWORD_RULE_NAMES.every((name) => COUNTERS[name](value) >= rules[name]);
}
