import { passwordLengthState } from './password';

/**
 * SEAM for the password strength estimator (access §5: "A strength estimator scores it, with the product's
 * own name words disallowed: score 0-1 weak, 2 fair, 3-4 strong; fair and strong meet requirements").
 *
 * The estimator itself (zxcvbn) arrives in a later issue and is injected by the app as a
 * `PasswordStrengthEstimator`. Nothing here estimates strength; only the spec's score → state mapping is
 * implemented, so it cannot drift when the estimator lands.
 */
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** `disallowedWords`: the product's own name words, which must not make a password stronger. */
export type PasswordStrengthEstimator = (password: string, disallowedWords: readonly string[]) => PasswordStrengthScore;

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** All states of access §5: empty, short, long, weak, fair, strong. */
export type PasswordState = 'empty' | 'short' | 'long' | PasswordStrength;

export function passwordStrengthFromScore(score: PasswordStrengthScore): PasswordStrength {
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  return 'strong';
}

/** "fair and strong meet requirements". */
export function strengthMeetsRequirements(strength: PasswordStrength): boolean {
  return strength === 'fair' || strength === 'strong';
}

/** Length state first (empty/short/long), then the injected estimator's verdict. */
export function passwordState(
  value: string,
  estimate: PasswordStrengthEstimator,
  disallowedWords: readonly string[],
): PasswordState {
  const length = passwordLengthState(value);
  if (length !== 'ok') return length;
  return passwordStrengthFromScore(estimate(value, disallowedWords));
}
