import type { NativePort } from '@member/shared-contracts/mount';

export type NavigateInApp = (path: string) => void;

/**
 * The native port as the shell holds it: the remotes' NativePort plus what the shell needs around it —
 * a snapshot that changes when biometric availability changes (mount props re-render on it), and the
 * router's navigation, connected once the router is mounted (deep links and notification taps).
 */
export interface ShellNativePort extends NativePort {
  /** The current NativePort; a new object whenever something a remote can see changed. */
  getSnapshot(): NativePort;
  subscribe(listener: () => void): () => void;
  /** Hands over the router's navigation; navigation asked for before that happens then. Returns a disconnect. */
  connectNavigation(navigate: NavigateInApp): () => void;
}
