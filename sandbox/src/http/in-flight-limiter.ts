/** Gives back a slot taken with `InFlightLimiter.acquire`; calling it again does nothing. */
export type ReleaseSlot = () => void;

interface KeyState {
  active: number;
  waiting: (() => void)[];
}

/**
 * At most `maxInFlight` requests per key are served at once; up to `maxQueued` more wait, in order, for a
 * slot; beyond that a request is refused at once. One caller therefore holds at most `maxInFlight` of the
 * service's work, and everyone else's requests run beside them instead of behind them.
 */
export class InFlightLimiter {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    readonly maxInFlight: number,
    readonly maxQueued: number,
  ) {}

  /** A slot (at once, or once one is free), or null when the key's queue is full too. */
  acquire(key: string): Promise<ReleaseSlot> | null {
    const state = this.keys.get(key) ?? { active: 0, waiting: [] };
    this.keys.set(key, state);
    if (state.active < this.maxInFlight) {
      state.active += 1;
      return Promise.resolve(this.releaser(key, state));
    }
    if (state.waiting.length >= this.maxQueued) return null;
    // A queued request takes the slot its predecessor gives back (active stays the same).
    return new Promise((resolve) => state.waiting.push(() => resolve(this.releaser(key, state))));
  }

  /** Requests of the key being served now. */
  inFlight(key: string): number {
    return this.keys.get(key)?.active ?? 0;
  }

  private releaser(key: string, state: KeyState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next) return next();
      state.active -= 1;
      if (state.active === 0) this.keys.delete(key);
    };
  }
}
