import type { NativePort } from '@member/shared-contracts/mount';

export type NavigateInApp = (path: string) => void;

/** What the shell itself shows for the native shell, outside any remote. */
export interface NativeNotices {
  /** The in-app push prompt waits for the member's answer (member-features §3 Device). */
  pushPrompt: boolean;
  /** An over-the-air update is a restart away (access §1): the non-blocking "Update ready" notice. */
  updateReady: boolean;
}

/**
 * The native port as the shell holds it: the remotes' NativePort plus what the shell needs around it —
 * a snapshot that changes when biometric availability changes (mount props re-render on it), the
 * router's navigation, connected once the router is mounted (deep links and notification taps), and the
 * shell's own notices (push prompt, update ready) with their answers.
 */
export interface ShellNativePort extends NativePort {
  /** The current NativePort; a new object whenever something a remote can see changed. */
  getSnapshot(): NativePort;
  /** Called when the snapshot or the notices change. */
  subscribe(listener: () => void): () => void;
  /** Hands over the router's navigation; navigation asked for before that happens then. Returns a disconnect. */
  connectNavigation(navigate: NavigateInApp): () => void;
  /** The current notices; a new object whenever one changes. */
  getNotices(): NativeNotices;
  /** The member answered the in-app push prompt: `allow` asks the operating system next; either way it is recorded. */
  answerPushPrompt(allow: boolean): void;
  /** The member pressed Restart on the update notice. */
  restartForUpdate(): void;
  /** The member put the update off: the notice goes, the update still applies at the next launch. */
  dismissUpdate(): void;
}
