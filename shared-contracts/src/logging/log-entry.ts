/**
 * Log entries (access §9: log level info, logs sent to /api/logs) and the personal-data guard every
 * log and analytics property passes through. No zod here: the shell imports this at start-up.
 */
/** Access §9 "log level info". */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** Values a log context may carry: flat scalars only. */
type LogContextValue = string | number | boolean | null;
export type LogContext = Record<string, LogContextValue>;

/**
 * One entry of `POST /api/logs`. There is deliberately no field for names, emails, dates of birth or
 * phone numbers: contexts carry ids, statuses and error names only (see sanitizeLogContext).
 */
export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: LogContext;
  /** ISO time the entry was made. */
  timestamp: string;
  /** Which app wrote it: 'shell', 'mfe_auth', ... */
  source: string;
}

/**
 * What `POST /api/logs` accepts (decisions): longer fields or larger contexts are 422, more
 * entries 422, a body over `batchBytes` 413.
 */
export const LOG_LIMITS = {
  messageChars: 2000,
  sourceChars: 100,
  timestampChars: 40,
  contextKeys: 20,
  contextKeyChars: 100,
  contextValueChars: 500,
  entriesPerBatch: 100,
  batchBytes: 256 * 1024,
} as const;

/** Context keys that would carry personal data; they are removed before anything is logged. */
export const PII_CONTEXT_KEYS = [
  'email',
  'federatedemail',
  'firstname',
  'lastname',
  'name',
  'fullname',
  'dateofbirth',
  'dob',
  'birthdate',
  'phone',
  'phonenumber',
  'password',
  'identificationcode',
  'last4',
  'ein',
  'address',
  'token',
  'idtoken',
] as const;

const PII_KEY_SET: ReadonlySet<string> = new Set(PII_CONTEXT_KEYS);

/** Drops PII-named keys (case-, `_`- and `-`-insensitive) from a log context. */
export function sanitizeLogContext(context: LogContext | undefined): LogContext | undefined {
  if (!context) return undefined;
  const clean: LogContext = {};
  for (const [key, value] of Object.entries(context)) {
    if (!PII_KEY_SET.has(key.toLowerCase().replace(/[_-]/g, ''))) clean[key] = value;
  }
  return clean;
}
