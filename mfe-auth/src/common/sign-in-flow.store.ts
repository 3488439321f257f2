// From 'zustand' itself (the MF-shared singleton), not 'zustand/vanilla', which would be bundled a second time.
import { createStore, useStore } from 'zustand';

type SignInFlowStep = 'sign-in' | 'mfa' | 'new-password' | 'biometrics-prompt';

/** The error banner of the sign-in screen (access §8): the heading is always the generic one, the body varies. */
interface SignInBanner {
  /** i18n key (mfe_auth namespace) of the body copy. */
  bodyKey: string;
  /** New on every failure, so a repeated failure is focused and announced again. */
  id: number;
}

/**
 * Where the email of an attempt came from (access §2.2: a remembered email prefills the field, an empty one
 * falls back to the prepopulated value — the email this visit already knows: a single sign-on's or an
 * earlier attempt's; biometric sign-in uses the device's saved credentials); `none`: the member typed it.
 */
export type EmailSource = 'remembered' | 'prepopulated' | 'biometrics' | 'none';

/** Access §3 "autoFillInfo (emailSource, password flag)": what was filled for the member, never what. */
export interface AutoFillInfo {
  emailSource: EmailSource;
  /** The password was filled for the member (the browser's or a password manager's autofill, the device's saved credentials). */
  password: boolean;
}

interface SignInFlowData {
  step: SignInFlowStep;
  /** The email of the current attempt (access §3 "Sign-in state"); kept when going back from a later step. */
  email: string;
  /**
   * Access §3 "redirectPath": the page the member asked for before signing in (access §2.8, the kept
   * `redirect`), where every way of signing in leads, the hosted single sign-on's round trip included.
   */
  redirectPath: string | null;
  autoFillInfo: AutoFillInfo;
  /** The member's remember-email choice in this visit; null until they touch the checkbox or submit. */
  rememberEmail: boolean | null;
  banner: SignInBanner | null;
  /** Masked destination of the SMS code, when the identity service reported one. */
  codeDestination: string | null;
  /** Held ONLY while the MFA step is open, so "resend code" can re-run the sign-in. Never persisted. */
  mfaPassword: string | null;
  /**
   * Held ONLY while the enable-biometrics prompt is open (access §4: after sign-in), so turning Face ID
   * on can hand the working password to the native shell. Never persisted.
   */
  biometricsPassword: string | null;
}

interface SignInFlowActions {
  beginAttempt(email: string, rememberEmail: boolean, autoFillInfo: AutoFillInfo): void;
  setRedirectPath(redirectPath: string | null): void;
  setRememberEmail(remember: boolean): void;
  failSignIn(bodyKey: string): void;
  openMfa(input: { password: string; codeDestination: string | null }): void;
  openNewPassword(): void;
  /** Signed in, and the device can offer biometric sign-in that was never offered: ask first. */
  openBiometricsPrompt(password: string): void;
  backToSignIn(): void;
  /** The flow ended (signed in): drop the password. */
  clearPassword(): void;
  /** The remote unmounted: back to the sign-in step with nothing sensitive kept; the email stays. */
  leave(): void;
}

export type SignInFlowState = SignInFlowData & SignInFlowActions;

const INITIAL: SignInFlowData = {
  step: 'sign-in',
  email: '',
  redirectPath: null,
  autoFillInfo: { emailSource: 'none', password: false },
  rememberEmail: null,
  banner: null,
  codeDestination: null,
  mfaPassword: null,
  biometricsPassword: null,
};

let bannerSequence = 0;
const leftStep = { banner: null, codeDestination: null, mfaPassword: null, biometricsPassword: null } as const;

/**
 * The sign-in flow of this remote, in memory only (nothing is written to storage here).
 * Module-level on purpose: the shell remounts the remote between routes, and the typed email should
 * survive a trip to another auth screen; everything else is dropped when the remote unmounts.
 */
export const signInFlowStore = createStore<SignInFlowState>()((set) => ({
  ...INITIAL,
  beginAttempt: (email, rememberEmail, autoFillInfo) => set({ email, rememberEmail, autoFillInfo, banner: null }),
  setRedirectPath: (redirectPath) => set({ redirectPath }),
  setRememberEmail: (rememberEmail) => set({ rememberEmail }),
  failSignIn: (bodyKey) => set({ ...leftStep, step: 'sign-in', banner: { bodyKey, id: ++bannerSequence } }),
  openMfa: ({ password, codeDestination }) => set({ step: 'mfa', banner: null, mfaPassword: password, codeDestination }),
  openNewPassword: () => set({ ...leftStep, step: 'new-password' }),
  openBiometricsPrompt: (password) => set({ ...leftStep, step: 'biometrics-prompt', biometricsPassword: password }),
  backToSignIn: () => set({ ...leftStep, step: 'sign-in' }),
  clearPassword: () => set({ mfaPassword: null, biometricsPassword: null }),
  leave: () => set({ ...leftStep, step: 'sign-in' }),
}));

export function useSignInFlowStore<T>(selector: (state: SignInFlowState) => T): T {
  return useStore(signInFlowStore, selector);
}

/** Back to the very first state (tests). */
export function resetSignInFlow(): void {
  signInFlowStore.setState(INITIAL);
}
