import { z } from 'zod/mini';
import { passwordLengthState, passwordPolicyProblem, passwordSchema } from './password';
import { PASSWORD_DISALLOWED_WORDS } from './password-disallowed-words';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/**
 * SEAM for the password strength estimator (access §5: "A strength estimator scores it, with the product's
 * own name words disallowed: score 0-1 weak, 2 fair, 3-4 strong; fair and strong meet requirements").
 *
 * The estimator itself (zxcvbn, `loadPasswordStrengthEstimator` in zxcvbn-estimator.ts, loaded lazily) is
 * injected as a `PasswordStrengthEstimator`, so this mapping stays synchronous and testable with a fake.
 */
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** `disallowedWords`: the product's own name words, which must not make a password stronger. */
export type PasswordStrengthEstimator = (password: string, disallowedWords: readonly string[]) => PasswordStrengthScore;

type PasswordStrength = 'weak' | 'fair' | 'strong';

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
  disallowedWords: readonly string[] = PASSWORD_DISALLOWED_WORDS,
): PasswordState {
  const length = passwordLengthState(value);
  if (length !== 'ok') return length;
  return passwordStrengthFromScore(estimate(value, disallowedWords));
}

export type PasswordStrengthEstimatorLoader = () => Promise<PasswordStrengthEstimator>;

/**
 * The full access §5 password rule for a password the member chooses: `passwordSchema` (required, no
 * edge spaces, 8..255, rule set) and then the estimator's verdict — fair or strong pass, weak does not.
 * Asynchronous (parse with `parseAsync`; react-hook-form's zod resolver does) because the estimator is
 * loaded on demand. Decision: when the estimator cannot be loaded the strength check is skipped rather
 * than blocking the member; the identity service's own policy still applies.
 */
export function strongPasswordSchema(loadEstimator: PasswordStrengthEstimatorLoader) {
  return passwordSchema.check(
    z.refine(
      async (value: string) => {
        if (passwordPolicyProblem(value) !== undefined) return true; // already reported by passwordSchema
        const estimate = await loadEstimator().catch(() => undefined);
        if (!estimate) return true;
        return strengthMeetsRequirements(passwordStrengthFromScore(estimate(value, PASSWORD_DISALLOWED_WORDS)));
      },
      { error: VALIDATION_MESSAGES.passwordWeak },
    ),
  );
}
