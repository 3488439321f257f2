import { z } from 'zod';

/** Access §9 "log level info". */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** Values a log context may carry: flat scalars only. */
export type LogContextValue = string | number | boolean | null;
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

/** Body of `POST /api/logs`. Decision: entries are batched. */
export interface LogsPayload {
  entries: LogEntry[];
}

const contextValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const logEntrySchema = z.strictObject({
  level: z.enum(LOG_LEVELS),
  message: z.string().min(1).max(2000),
  context: z.record(z.string(), contextValue).optional(),
  timestamp: z.string().min(1),
  source: z.string().min(1).max(100),
});

export const logsPayloadSchema = z.strictObject({ entries: z.array(logEntrySchema).max(100) });

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
