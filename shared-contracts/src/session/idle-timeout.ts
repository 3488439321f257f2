/**
 * Idle session timing (access §4 "Idle session", §9): after the client's `userSessionLengthMinutes` of
 * inactivity the member is signed out; a prompt opens 60000 ms before; activity events are throttled at
 * 500 ms and the timers of every tab are synced every 500 ms.
 */
export const IDLE_PROMPT_BEFORE_SIGN_OUT_MS = 60_000;
export const IDLE_ACTIVITY_THROTTLE_MS = 500;
export const IDLE_TIMER_SYNC_MS = 500;

/**
 * Decision (the spec is silent): a client whose session length is missing, zero, negative or not a number
 * gets this default, the length every seeded client has — a member is never left without an idle timeout.
 */
export const DEFAULT_USER_SESSION_LENGTH_MINUTES = 15;

/** The prompt keeps at least this much inactivity before it opens, even for a very short session length. */
const MINIMUM_TIME_BEFORE_PROMPT_MS = 1_000;

interface IdleTimings {
  /** Total inactivity before sign-out. */
  timeoutMs: number;
  /** How long before sign-out the prompt opens: 60 s, shortened only when the whole session is shorter. */
  promptBeforeIdleMs: number;
  activityThrottleMs: number;
  timerSyncMs: number;
}

/** The idle timings for a client's session length in minutes (fractions allowed). */
export function idleTimings(userSessionLengthMinutes: number | null | undefined): IdleTimings {
  const minutes =
    typeof userSessionLengthMinutes === 'number' && Number.isFinite(userSessionLengthMinutes) && userSessionLengthMinutes > 0
      ? userSessionLengthMinutes
      : DEFAULT_USER_SESSION_LENGTH_MINUTES;
  const timeoutMs = Math.round(minutes * 60_000);
  const promptBeforeIdleMs = Math.max(0, Math.min(IDLE_PROMPT_BEFORE_SIGN_OUT_MS, timeoutMs - MINIMUM_TIME_BEFORE_PROMPT_MS));
  return { timeoutMs, promptBeforeIdleMs, activityThrottleMs: IDLE_ACTIVITY_THROTTLE_MS, timerSyncMs: IDLE_TIMER_SYNC_MS };
}

/** Countdown text of the prompt: whole seconds left, rounded up, as `mm:ss` (`01:00`, `00:09`). */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The seconds-left values announced to screen readers while the prompt is open: the visible countdown
 * changes every second and is not a live region (it would flood the reader); these few milestones are.
 */
const IDLE_COUNTDOWN_ANNOUNCEMENTS_SECONDS = [30, 10] as const;

/** The milestone to announce for a remaining time, or null between milestones. */
export function countdownMilestone(remainingMs: number): number | null {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const passed = IDLE_COUNTDOWN_ANNOUNCEMENTS_SECONDS.filter((milestone) => seconds <= milestone);
  return passed.length === 0 ? null : Math.min(...passed);
}
