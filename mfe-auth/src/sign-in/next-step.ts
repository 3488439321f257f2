import type { SignInResult, SignInStepName } from '@member/shared-contracts/mount';

export type NextStep =
  | { kind: 'signed-in' }
  | { kind: 'mfa'; codeDestination: string | null }
  | { kind: 'new-password' }
  | { kind: 'unsupported'; step: SignInStepName };

/** What the identity service's answer asks of the member next (access §4 "Sign-in flow"). */
export function nextStepOf(result: SignInResult): NextStep {
  if (result.isSignedIn || result.step === 'DONE') return { kind: 'signed-in' };
  if (result.step === 'CONFIRM_SIGN_IN_WITH_SMS_CODE') return { kind: 'mfa', codeDestination: result.codeDestination ?? null };
  if (result.step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { kind: 'new-password' };
  return { kind: 'unsupported', step: result.step };
}
