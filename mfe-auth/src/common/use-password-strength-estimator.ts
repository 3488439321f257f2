import { useEffect, useState } from 'react';
import { loadPasswordStrengthEstimator, type PasswordStrengthEstimator } from '@member/shared-contracts/password';

/**
 * The zxcvbn estimator, downloaded only once a password field renders (the dynamic import lives in
 * `loadPasswordStrengthEstimator`): screens without a password field never fetch its dictionaries.
 * Undefined while loading — and if loading fails (the length state and rules still show; the form's
 * schema then skips the strength check rather than block the member).
 */
export function usePasswordStrengthEstimator(): PasswordStrengthEstimator | undefined {
  const [estimator, setEstimator] = useState<{ estimate: PasswordStrengthEstimator }>();
  useEffect(() => {
    let active = true;
    loadPasswordStrengthEstimator().then(
      (estimate) => active && setEstimator({ estimate }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return estimator?.estimate;
}
