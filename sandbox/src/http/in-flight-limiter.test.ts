import { InFlightLimiter } from './in-flight-limiter';

describe('InFlightLimiter', () => {
  it('serves maxInFlight at once, queues maxQueued in order, refuses the rest; keys are apart', async () => {
    const limiter = new InFlightLimiter(2, 1);
    const first = await limiter.acquire('a');
    const second = await limiter.acquire('a');
    const queued = limiter.acquire('a');
    expect(queued).not.toBeNull();
    expect(limiter.acquire('a')).toBeNull();
    expect(limiter.inFlight('a')).toBe(2);
    const other = await limiter.acquire('b');
    expect(limiter.inFlight('b')).toBe(1);

    let third: (() => void) | undefined;
    void queued?.then((release) => (third = release));
    first?.();
    first?.();
    await Promise.resolve();
    expect(third).toBeDefined();
    expect(limiter.inFlight('a')).toBe(2);
    second?.();
    third?.();
    other?.();
    expect(limiter.inFlight('a')).toBe(0);
    expect(limiter.inFlight('b')).toBe(0);
    expect(limiter.acquire('a')).not.toBeNull();
  });
});
