import type { AppEnvironment } from '../environment/environment-override';

/**
 * The native app shell as remotes see it (access §4 biometric states, §2.9 deep links, member-features §4
 * push). The shell implements it over the native bridge (shared-contracts/native) with a web fallback:
 * on the web `isNative` is false and biometrics are NOT_APPLICABLE.
 */
export const BIOMETRIC_AVAILABILITY_STATES = ['NOT_APPLICABLE', 'LOADING', 'AVAILABLE', 'UNAVAILABLE', 'ERROR'] as const;
export type BiometricAvailabilityState = (typeof BIOMETRIC_AVAILABILITY_STATES)[number];

export interface BiometricAvailability {
  state: BiometricAvailabilityState;
  /** AVAILABLE only: true when biometrics is not enabled and the prompt was not acknowledged. */
  shouldPrompt: boolean;
  /** AVAILABLE only: biometric sign-in is on for this device. */
  enabled: boolean;
}

export const BIOMETRIC_ENABLE_RESULTS = ['SUCCESS', 'FAILED_BIOMETRIC', 'FAILED_TO_STORE_CREDENTIALS', 'FAILED_TO_DELETE_CREDENTIALS'] as const;
export type BiometricEnableResult = (typeof BIOMETRIC_ENABLE_RESULTS)[number];

/** Access §4 biometric status per email. */
export type BiometricStatus = 'ENABLED' | 'DISABLED';

/**
 * Biometric sign-in (access §4): the native shell checks the face and hands back the credentials it
 * stored; the remote then signs in with them. FAILED_BIOMETRIC or an error → the sign-in error and the
 * sign-in page.
 */
export type BiometricCredentialsOutcome =
  | { kind: 'credentials'; username: string; password: string }
  | { kind: 'failed'; reason: 'FAILED_BIOMETRIC' | 'ERROR' };

export interface NativePort {
  isNative: boolean;
  biometrics: BiometricAvailability;
  /** Opens a URL in the native in-app browser; on the web, a new tab. */
  openInAppBrowser(url: string): void;
  /** Native only: face check, then the stored credentials. On the web resolves `{ kind: 'failed', reason: 'ERROR' }`. */
  requestBiometricCredentials(): Promise<BiometricCredentialsOutcome>;
  /** Access §4: ENABLED only when the email the credentials were stored for matches, else DISABLED. */
  biometricStatusFor(email: string): BiometricStatus;
  /** Stores the credentials behind a face check (FAILED_TO_STORE_CREDENTIALS: proceed anyway). On the web: FAILED_BIOMETRIC. */
  enableBiometrics(credentials: { username: string; password: string }): Promise<BiometricEnableResult>;
  /** Deletes the stored credentials (FAILED_TO_DELETE_CREDENTIALS on failure). On the web: SUCCESS. */
  disableBiometrics(): Promise<BiometricEnableResult>;
  /** The member answered the enable-biometrics prompt; AVAILABLE's shouldPrompt turns false. */
  acknowledgeBiometricPrompt(): void;
  /** The app icon badge (native only; nothing on the web). */
  setBadgeCount(count: number): void;
  /** Closes the native in-app browser (access §2.1: on /sso); nothing on the web. */
  closeInAppBrowser(): void;
  /**
   * Access §5 environment override (contract 1.5.0, optional): asks the native shell to load the app from
   * `environment`; `switching` means the web view is about to reload there. On the web it rejects with
   * APP_DISTRIBUTIONS_ONLY ("only available in app distributions", access §8).
   */
  loadEnvironment?(environment: AppEnvironment): Promise<'current' | 'switching'>;
  /**
   * Native only (contract 1.6.0, optional): offers the file to the operating system's share sheet through
   * the bridge (`shareFile`); resolves when the sheet closes, rejects when the file is not one the bridge
   * carries (a PDF of at most SHARED_FILE_MAX_BYTES, a plain file name) or the native shell fails. Absent on
   * the web, where the Web Share API or a download does it.
   */
  shareFile?(file: File): Promise<void>;
}
