/**
 * "requests ignore stale responses" (access §8). A request made with a `staleKey` rejects with this error
 * when a newer request with the same key started before it settled, so a caller can never apply an old
 * answer over a newer one. Decision: reject (not "never resolve") so awaiting code and loading states
 * always finish; callers ignore it with `isStaleResponseError`. The older request is not aborted: it may be
 * a write the server has already applied.
 */
export class StaleResponseError extends Error {
  override readonly name = 'StaleResponseError';
  readonly staleKey: string;

  constructor(staleKey: string) {
    super(`stale response ignored: ${staleKey}`);
    this.staleKey = staleKey;
  }
}

export function isStaleResponseError(error: unknown): error is StaleResponseError {
  return error instanceof StaleResponseError;
}

/** Tracks the newest request per key. */
export class StaleRequestTracker {
  private readonly latest = new Map<string, number>();
  private counter = 0;

  /** Registers a request start; returns a check that is true while it is still the newest for its key. */
  begin(key: string): () => boolean {
    const ticket = ++this.counter;
    this.latest.set(key, ticket);
    return () => this.latest.get(key) === ticket;
  }
}
