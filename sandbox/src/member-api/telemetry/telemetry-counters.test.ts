import { MAX_COUNTER_NAMES, MAX_RECORDED_BYTES, MAX_RECORDED_PAYLOADS, TelemetryCounters } from './telemetry-counters';

describe('TelemetryCounters: what anonymous callers can make the sandbox hold is bounded', () => {
  it('keeps payloads up to MAX_RECORDED_BYTES, dropping the oldest first', () => {
    const counters = new TelemetryCounters();
    const big = { events: [{ name: 'x'.repeat(60 * 1024) }] };
    for (let index = 0; index < 1000; index += 1) counters.record('analytics', big);
    expect(counters.keptBytes()).toBeLessThanOrEqual(MAX_RECORDED_BYTES);
    expect(counters.payloads().length).toBeLessThan(1000);
    counters.record('metrics', { name: 'newest' });
    expect(counters.payloads().at(-1)).toEqual({ kind: 'metrics', body: { name: 'newest' } });
  });

  it('keeps at most MAX_RECORDED_PAYLOADS small payloads', () => {
    const counters = new TelemetryCounters();
    for (let index = 0; index <= MAX_RECORDED_PAYLOADS; index += 1) counters.record('metrics', { name: `n${index}` });
    expect(counters.payloads()).toHaveLength(MAX_RECORDED_PAYLOADS);
    expect(counters.payloads()[0]).toEqual({ kind: 'metrics', body: { name: 'n1' } });
  });

  it('sums at most MAX_COUNTER_NAMES distinct names; known names keep counting', () => {
    const counters = new TelemetryCounters();
    for (let index = 0; index < MAX_COUNTER_NAMES + 50; index += 1) counters.add(`name-${index}`);
    counters.add('name-0', 2);
    const { counters: summed } = counters.snapshot();
    expect(Object.keys(summed)).toHaveLength(MAX_COUNTER_NAMES);
    expect(summed['name-0']).toBe(3);
    counters.clear();
    expect(counters.keptBytes()).toBe(0);
  });
});
