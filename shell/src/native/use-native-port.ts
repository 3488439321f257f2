import { useSyncExternalStore } from 'react';
import type { NativePort } from '@member/shared-contracts/mount';
import type { ShellNativePort } from './shell-native-port';

/** The NativePort handed to remotes; a new object when biometric availability changes. */
export function useNativePort(native: ShellNativePort): NativePort {
  return useSyncExternalStore(native.subscribe, native.getSnapshot);
}
