/**
 * The TIMESTAMP of a PASSWORD_VERIFIER answer, as aws-amplify's getNowString writes it:
 * "ddd MMM D HH:mm:ss UTC YYYY" in UTC, the day of month without padding ("Tue Mar 3 09:05:07 UTC 2026").
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PATTERN = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d) UTC (\d{4})$/;

/** The instant a timestamp names, or undefined when it is not in that exact format (weekday included). */
export function parseSrpTimestamp(timestamp: string): Date | undefined {
  const match = PATTERN.exec(timestamp);
  if (!match) return undefined;
  const [, weekday, month, day, hours, minutes, seconds, year] = match;
  const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day), Number(hours), Number(minutes), Number(seconds)));
  if (date.getUTCDate() !== Number(day) || WEEKDAYS[date.getUTCDay()] !== weekday) return undefined;
  return date;
}

export function formatSrpTimestamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
