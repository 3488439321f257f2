import type { BiometricAvailability, BiometricStatus } from '../mount/native-port';
import type { BiometricAvailabilityMessage } from './native-messages';

export const BIOMETRICS_NOT_APPLICABLE: BiometricAvailability = { state: 'NOT_APPLICABLE', shouldPrompt: false, enabled: false };
export const BIOMETRICS_LOADING: BiometricAvailability = { state: 'LOADING', shouldPrompt: false, enabled: false };
const BIOMETRICS_UNAVAILABLE: BiometricAvailability = { state: 'UNAVAILABLE', shouldPrompt: false, enabled: false };
export const BIOMETRICS_ERROR: BiometricAvailability = { state: 'ERROR', shouldPrompt: false, enabled: false };

/**
 * Access §4 biometric states from the native shell's answer: only the face-ID type is supported, so any
 * other type (or no usable biometrics) is UNAVAILABLE. AVAILABLE's shouldPrompt is true when biometrics
 * is not enabled and the prompt was not acknowledged.
 */
export function toBiometricAvailability(answer: Pick<BiometricAvailabilityMessage, 'supported' | 'biometryType' | 'enabled' | 'promptAcknowledged'>): BiometricAvailability {
  if (!answer.supported || answer.biometryType !== 'FACE_ID') return BIOMETRICS_UNAVAILABLE;
  return { state: 'AVAILABLE', enabled: answer.enabled, shouldPrompt: !answer.enabled && !answer.promptAcknowledged };
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Access §4: "Biometric status per email is ENABLED only when the stored email matches, else DISABLED."
 * Decision: emails compare trimmed and case-insensitively (the identity service keys users that way).
 */
export function biometricStatusForEmail(storedEmail: string | null | undefined, email: string | null | undefined): BiometricStatus {
  if (!storedEmail || !email) return 'DISABLED';
  const stored = normalise(storedEmail);
  return stored.length > 0 && stored === normalise(email) ? 'ENABLED' : 'DISABLED';
}
