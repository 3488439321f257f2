import { useEffect, useSyncExternalStore } from 'react';
import type { ContentPort } from '@member/shared-contracts/mount';

export type ContentOnce<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error };

interface Entry {
  state: ContentOnce<unknown>;
  listeners: Set<() => void>;
  started: boolean;
}

const PENDING: ContentOnce<never> = { isPending: true, isError: false, data: undefined, error: null };

/** Answers per content port (one per page; each test has its own), by key. */
const answers = new WeakMap<ContentPort, Map<string, Entry>>();

function entryOf(content: ContentPort, key: string): Entry {
  let byKey = answers.get(content);
  if (!byKey) {
    byKey = new Map();
    answers.set(content, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    entry = { state: PENDING, listeners: new Set(), started: false };
    byKey.set(key, entry);
  }
  return entry;
}

/** Loads once; every reader hears the answer. */
function loadOnce(entry: Entry, load: () => Promise<unknown>): void {
  if (entry.started) return;
  entry.started = true;
  const settle = (next: ContentOnce<unknown>) => {
    entry.state = next;
    for (const listener of entry.listeners) listener();
  };
  load().then(
    (data) => settle({ isPending: false, isError: false, data, error: null }),
    (error: unknown) => settle({ isPending: false, isError: true, data: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

/**
 * Content a signed-out screen shows (the welcome carousel, the sign-up copy): loaded once per page and
 * key through the host's content port (which caches the entries), shared by every reader, not retried.
 * Not a query: a visitor's page loads no query library (mount contract 1.6.0, docs/performance.md).
 */
export function useContentOnce<T>(content: ContentPort, key: string, load: () => Promise<T>, enabled = true): ContentOnce<T> {
  const entry = entryOf(content, key);
  const state = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.state,
  ) as ContentOnce<T>;
  useEffect(() => {
    // `load` is the key's loader: another function for the same key loads the same content.
    if (enabled) loadOnce(entryOf(content, key), load);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by `key`, see above
  }, [content, key, enabled]);
  return state;
}
