import type { BiometricEnableResult } from '@member/shared-contracts/mount';

export type BiometricChange = 'enable' | 'disable';

/**
 * What a member is told after turning biometric sign-in on or off (access §4 enable results):
 * FAILED_TO_STORE_CREDENTIALS proceeds anyway (on, with a warning that the app may ask for the password).
 */
export function biometricResultMessage(change: BiometricChange, result: BiometricEnableResult): { tone: 'success' | 'warning' | 'error'; key: string } {
  if (result === 'SUCCESS') return { tone: 'success', key: change === 'enable' ? 'security.biometrics.enabled' : 'security.biometrics.disabled' };
  if (result === 'FAILED_TO_STORE_CREDENTIALS') return { tone: 'warning', key: 'security.biometrics.failedToStore' };
  if (result === 'FAILED_TO_DELETE_CREDENTIALS') return { tone: 'error', key: 'security.biometrics.failedToDelete' };
  return { tone: 'error', key: 'security.biometrics.failedBiometric' };
}

/** Whether biometric sign-in is on after a change, until the bridge reports its new state. */
export function isOnAfter(change: BiometricChange, result: BiometricEnableResult, wasOn: boolean): boolean {
  if (change === 'enable') return result === 'SUCCESS' || result === 'FAILED_TO_STORE_CREDENTIALS' ? true : wasOn;
  return result === 'SUCCESS' ? false : wasOn;
}
