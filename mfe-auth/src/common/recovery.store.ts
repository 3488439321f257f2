// From 'zustand' itself (the MF-shared singleton).
import { createStore, useStore } from 'zustand';

interface RecoveryState {
  /**
   * The email a reset code was asked for on /recover-password, in memory only: /reset-password reads it
   * from here, never from the URL (no personal data in URLs).
   */
  pendingEmail: string;
  /** Where the identity service says it sent the code (masked), when it says. */
  codeDestination: string | null;
  /** The password was just reset: the sign-in screen shows a success notice once. */
  passwordResetDone: boolean;
}

const INITIAL: RecoveryState = { pendingEmail: '', codeDestination: null, passwordResetDone: false };

export const recoveryStore = createStore<RecoveryState>()(() => INITIAL);

export function useRecoveryStore<T>(selector: (state: RecoveryState) => T): T {
  return useStore(recoveryStore, selector);
}

export function rememberPendingEmail(email: string, codeDestination: string | null): void {
  recoveryStore.setState({ pendingEmail: email, codeDestination, passwordResetDone: false });
}

/** The reset is over: the email is dropped and the sign-in screen will say so. */
export function finishPasswordReset(): void {
  recoveryStore.setState({ pendingEmail: '', codeDestination: null, passwordResetDone: true });
}

export function dismissPasswordResetNotice(): void {
  recoveryStore.setState({ passwordResetDone: false });
}

/** Back to the very first state (tests). */
export function resetRecovery(): void {
  recoveryStore.setState(INITIAL);
}
