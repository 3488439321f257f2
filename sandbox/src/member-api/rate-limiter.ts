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
