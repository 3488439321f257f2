/** No zod here: token-claim parsing runs on the shell's start-up path. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO 8601 date and time, with or without seconds, fraction and offset (what the APIs send). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A yyyy-MM-dd string as that calendar day at local midnight — the day the member reads, not UTC
 * midnight (which is the day before west of Greenwich); null when it is not a real date (2023-02-30).
 */
function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0–99 would otherwise be read as 1900–1999
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A real calendar date in yyyy-MM-dd (access §5: "parses as yyyy-MM-dd and is a valid date" — no 2023-02-30). */
export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * A date-only string as its local calendar day, an ISO date-time as that instant (local time when it has
 * no offset); null for anything else, so a value the APIs would never send is not guessed at.
 */
export function parseIsoDateOrDateTime(value: string): Date | null {
  if (!ISO_DATE_TIME.test(value)) return parseIsoDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
