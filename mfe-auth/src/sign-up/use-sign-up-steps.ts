import { STORAGE_KEYS, signUpStepsFor, type SignUpStep } from '@member/shared-contracts';

/** The stored sso provider name (access §3 "Local browser storage"), if any. */
function storedSsoProviderName(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.ssoProviderName);
  } catch {
    return null;
  }
}

/** The steps of this sign-up: no password step when it carries a social provider (access §6). */
export function currentSignUpSteps(): readonly SignUpStep[] {
  return signUpStepsFor(storedSsoProviderName());
}
