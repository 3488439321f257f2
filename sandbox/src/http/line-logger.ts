import { sanitizeLogContext, type LogContext, type Logger } from '@member/shared-contracts';
import type { LogLine } from './request-log';

/** A shared-contracts Logger writing one line per message (context keys that name personal data dropped). */
export function lineLogger(service: string, logLine: LogLine): Logger {
  const write = (level: string) => (message: string, context?: LogContext) => {
    const clean = sanitizeLogContext(context);
    logLine(`[${service}] ${level} ${message}${clean && Object.keys(clean).length > 0 ? ` ${JSON.stringify(clean)}` : ''}`);
  };
  return { debug: () => undefined, info: write('info'), warn: write('warn'), error: write('error') };
}
