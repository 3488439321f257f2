/**
 * `GET /concierge-schedule` (features §7: "none → result read as-is"; §4 "Concierge opening hours are
 * polled every 60000 ms"). Decision on the shape: whether the concierge answers now, its time zone and
 * its weekly opening hours, so the offline message can say when it opens again.
 */
export interface ConciergeOpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** `HH:mm`, in `timeZone`. */
  opens: string;
  closes: string;
}

export interface ConciergeSchedule {
  isOnline: boolean;
  timeZone: string;
  hours: ConciergeOpeningHours[];
}

/** §9 "Concierge hours poll: 60000 ms. Offline message expand delay: 450 ms. Scroll delay: 650 ms." */
export const CONCIERGE_SCHEDULE_POLL_MS = 60_000;
export const OFFLINE_MESSAGE_EXPAND_DELAY_MS = 450;
export const OFFLINE_MESSAGE_SCROLL_DELAY_MS = 650;

export function isConciergeSchedule(body: unknown): body is ConciergeSchedule {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.isOnline === 'boolean' && typeof value.timeZone === 'string' && Array.isArray(value.hours);
}

/** The weekday and `HH:mm` of an instant in a time zone. */
function localClock(now: Date, timeZone: string): { dayOfWeek: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const dayOfWeek = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { dayOfWeek, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the opening hours include `now` (the sandbox's rule for `isOnline` unless forced offline). */
export function isWithinOpeningHours(schedule: Pick<ConciergeSchedule, 'timeZone' | 'hours'>, now: Date): boolean {
  const { dayOfWeek, time } = localClock(now, schedule.timeZone);
  return schedule.hours.some((hours) => hours.dayOfWeek === dayOfWeek && hours.opens <= time && time < hours.closes);
}
