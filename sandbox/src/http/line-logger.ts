import { sanitizeLogContext, type LogContext, type Logger } from '@member/shared-contracts/logging';
import type { LogLine } from './request-log';

const ROUTINE_OUTCOMES = new Set(['ok', 'code issued']);

/**
 * A shared-contracts Logger writing one line per message (context keys that name personal data dropped).
 * An `info` line is routine (one per operation, like a 2xx request line) unless its `outcome` says the
 * operation was refused (`NotAuthorizedException`, `invalid_grant`): that one is printed like a 4xx.
 * Warnings and errors are never routine.
 */
export function lineLogger(service: string, logLine: LogLine): Logger {
  const write = (level: 'info' | 'warn' | 'error') => (message: string, context?: LogContext) => {
    const clean = sanitizeLogContext(context);
    logLine(`[${service}] ${level} ${message}${clean && Object.keys(clean).length > 0 ? ` ${JSON.stringify(clean)}` : ''}`, {
      routine: level === 'info' && (context?.outcome === undefined || ROUTINE_OUTCOMES.has(String(context.outcome))),
    });
  };
  return { debug: () => undefined, info: write('info'), warn: write('warn'), error: write('error') };
}
