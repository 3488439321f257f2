import { BIOMETRICS_NOT_APPLICABLE } from '@member/shared-contracts/native';
import { type NativePort } from '@member/shared-contracts/mount';
import { APP_DISTRIBUTIONS_ONLY } from '@member/shared-contracts/environment';
import type { NativeNotices, ShellNativePort } from './shell-native-port';

const NO_NOTICES: NativeNotices = { pushPrompt: false, updateReady: false };

/** The web fallback of the native port: no native shell, biometrics not applicable, links in a new tab, nothing sent anywhere. */
export function createWebNativePort(open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener')): ShellNativePort {
  const port: NativePort = {
    isNative: false,
    biometrics: BIOMETRICS_NOT_APPLICABLE,
    openInAppBrowser: open,
    requestBiometricCredentials: () => Promise.resolve({ kind: 'failed', reason: 'ERROR' }),
    biometricStatusFor: () => 'DISABLED',
    enableBiometrics: () => Promise.resolve('FAILED_BIOMETRIC'),
    disableBiometrics: () => Promise.resolve('SUCCESS'),
    acknowledgeBiometricPrompt: () => undefined,
    setBadgeCount: () => undefined,
    closeInAppBrowser: () => undefined,
    // Access §5, §8: the environment override is for app distributions only, never on the web.
    loadEnvironment: () => Promise.reject(new Error(APP_DISTRIBUTIONS_ONLY)),
  };
  return {
    ...port,
    getSnapshot: () => port,
    subscribe: () => () => undefined,
    connectNavigation: () => () => undefined,
    getNotices: () => NO_NOTICES,
    answerPushPrompt: () => undefined,
    restartForUpdate: () => undefined,
    dismissUpdate: () => undefined,
  };
}
