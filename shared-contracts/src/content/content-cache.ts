import { CONTENT_CACHE_MS } from './content-constants';

export interface ContentCache {
  /** The cached answer for `key` while it is younger than the time to live, else `load()` (cached). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * "Results are cached for 5 minutes" (member-features §7, §9: 300000 ms). Keyed by query; concurrent
 * callers share one request; a failed request is not kept, so the next call tries again.
 */
export function createContentCache(options: { ttlMs?: number; now?: () => number } = {}): ContentCache {
  const ttlMs = options.ttlMs ?? CONTENT_CACHE_MS;
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() < cached.expiresAt) return cached.value as Promise<T>;
      const value = load();
      const entry = { expiresAt: now() + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
