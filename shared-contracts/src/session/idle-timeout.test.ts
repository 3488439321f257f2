import {
  countdownMilestone,
  DEFAULT_USER_SESSION_LENGTH_MINUTES,
  formatCountdown,
  IDLE_ACTIVITY_THROTTLE_MS,
  IDLE_PROMPT_BEFORE_SIGN_OUT_MS,
  IDLE_TIMER_SYNC_MS,
  idleTimings,
} from './idle-timeout';

describe('idle constants (access §9)', () => {
  it('prompts 60000 ms before sign-out, throttles activity at 500 ms and syncs timers at 500 ms', () => {
    expect(IDLE_PROMPT_BEFORE_SIGN_OUT_MS).toBe(60000);
    expect(IDLE_ACTIVITY_THROTTLE_MS).toBe(500);
    expect(IDLE_TIMER_SYNC_MS).toBe(500);
  });
});

describe('idleTimings', () => {
  it('signs out after the client session length and prompts 60 s before', () => {
    expect(idleTimings(15)).toEqual({ timeoutMs: 900_000, promptBeforeIdleMs: 60_000, activityThrottleMs: 500, timerSyncMs: 500 });
  });

  it('accepts fractions of a minute', () => {
    expect(idleTimings(1.1)).toMatchObject({ timeoutMs: 66_000, promptBeforeIdleMs: 60_000 });
  });

  it('shortens the prompt when the whole session is a minute or less, keeping a second before it', () => {
    expect(idleTimings(1)).toMatchObject({ timeoutMs: 60_000, promptBeforeIdleMs: 59_000 });
    expect(idleTimings(0.25)).toMatchObject({ timeoutMs: 15_000, promptBeforeIdleMs: 14_000 });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('falls back to the default length for %p', (value) => {
    expect(idleTimings(value).timeoutMs).toBe(DEFAULT_USER_SESSION_LENGTH_MINUTES * 60_000);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [9_500, '00:10'],
    [61_000, '01:01'],
    [0, '00:00'],
    [-300, '00:00'],
  ])('%p ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('countdownMilestone', () => {
  it('is null above 30 s, 30 from 30 s down to 11 s, 10 from 10 s down', () => {
    expect(countdownMilestone(45_000)).toBeNull();
    expect(countdownMilestone(30_000)).toBe(30);
    expect(countdownMilestone(11_000)).toBe(30);
    expect(countdownMilestone(10_000)).toBe(10);
    expect(countdownMilestone(0)).toBe(10);
  });
});
