import type { LogContext } from './log-entry';

/**
 * The logger every package receives (never `console` directly in app code).
 * Messages are fixed strings; contexts carry ids, statuses and error names — never names, emails, dates
 * of birth or phone numbers.
 */
export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  error(message: string, context?: LogContext): void;
}

/** A logger that drops everything (tests, and code paths that must not log). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
