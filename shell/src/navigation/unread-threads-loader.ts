import { loadRemote } from '@module-federation/enhanced/runtime';
import { UNREAD_THREADS_MODULE, UNREAD_THREADS_REMOTE, isUnreadThreadsModule, type Logger, type UnreadThreadsModule } from '@member/shared-contracts';

let loading: Promise<UnreadThreadsModule | null> | null = null;

/**
 * Loads `mfe_messages/unread-threads` once (shared-contracts mount/unread-threads.ts). A remote that is down
 * or exposes something else must not break anything: the failure is logged once and the answer is null
 * (no indicator). The next call after a failure tries again.
 */
export function loadUnreadThreadsModule(logger: Logger): Promise<UnreadThreadsModule | null> {
  loading ??= loadRemote(`${UNREAD_THREADS_REMOTE}/${UNREAD_THREADS_MODULE.replace('./', '')}`).then(
    (loaded) => {
      if (isUnreadThreadsModule(loaded)) return loaded;
      logger.warn('unread threads module is not usable', { remote: UNREAD_THREADS_REMOTE });
      loading = null;
      return null;
    },
    (error: unknown) => {
      logger.warn('unread threads module failed to load', { remote: UNREAD_THREADS_REMOTE, error: error instanceof Error ? error.name : 'unknown' });
      loading = null;
      return null;
    },
  );
  return loading;
}

/** Tests only. */
export function forgetUnreadThreadsModule(): void {
  loading = null;
}
