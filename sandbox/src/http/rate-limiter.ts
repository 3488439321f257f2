/** At most `limit` calls per `windowMs` per key (a sliding window of call times). */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a call; answers whether it is within the limit and, if not, seconds until the next is allowed. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.calls.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.calls.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.calls.set(key, recent);
    return { allowed: true };
  }

  clear(): void {
    this.calls.clear();
  }
}

/**
 * Counts failures (wrong codes, wrong verification details) per key: after `limit` failures within
 * `windowMs` the key is blocked until the oldest of them leaves the window. A success clears the key.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    const now = this.now();
    const recent = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    this.failures.set(key, recent);
    if (recent.length < this.limit) return 0;
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string): void {
    const recent = this.failures.get(key) ?? [];
    recent.push(this.now());
    this.failures.set(key, recent);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
  }
}
