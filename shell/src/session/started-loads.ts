/**
 * Loads a restored session starts before the query library (which only members load) has arrived: the
 * account and the flags leave in the same round trip as the library instead of the one after it
 * (critical-path.spec.ts). The query with that key takes its load once, as its first answer.
 */
const started = new Map<string, Promise<unknown>>();

export function startLoad(queryKey: readonly unknown[], load: () => Promise<unknown>): void {
  const loading = load();
  // Settled here too: a failure is the query's to show, not an unhandled rejection.
  loading.catch(() => undefined);
  started.set(JSON.stringify(queryKey), loading);
}

export function startedOr<T>(queryKey: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const key = JSON.stringify(queryKey);
  const loading = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return loading ?? load();
}
