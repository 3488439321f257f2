import type { NativePort } from '@member/shared-contracts';

/** The web fallback of the native port: no native shell, biometrics not applicable, links in a new tab. */
export function createWebNativePort(open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener')): NativePort {
  return {
    isNative: false,
    biometrics: { state: 'NOT_APPLICABLE', shouldPrompt: false, enabled: false },
    openInAppBrowser: open,
    requestBiometricCredentials: () => Promise.resolve({ kind: 'failed', reason: 'ERROR' }),
  };
}
