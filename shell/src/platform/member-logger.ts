import { apiPaths, sanitizeLogContext, type HttpClient, type LogContext, type LogEntry, type Logger } from '@member/shared-contracts';

type Level = LogEntry['level'];
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * The app's logger (spec access §9: log level info, logs sent to /api/logs). Messages and contexts are
 * written by our own code and must never carry names, emails, dates of birth, phones or claim details.
 * Warnings and errors are shipped to the member API in small batches; nothing fails if shipping fails.
 */
export function createMemberLogger({ http, level = 'info' }: { http: HttpClient | null; level?: Level }): Logger & { setHttp(client: HttpClient): void } {
  let client = http;
  let queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (!client || queue.length === 0) return;
    const entries = queue;
    queue = [];
    client.post(apiPaths.logs(), { body: { entries }, excludeAuth: true }).catch(() => undefined);
  };

  const write = (entryLevel: Level) => (message: string, rawContext?: LogContext) => {
    if (ORDER[entryLevel] < ORDER[level]) return;
    const context = sanitizeLogContext(rawContext);
    const line = `[member] ${message}`;
    if (entryLevel === 'error') console.error(line, context ?? '');
    else if (entryLevel === 'warn') console.warn(line, context ?? '');
    else console.info(line, context ?? '');
    if (ORDER[entryLevel] >= ORDER.warn) {
      queue.push({ level: entryLevel, message, source: 'shell', ...(context ? { context } : {}), timestamp: new Date().toISOString() });
      timer ??= setTimeout(flush, 1000);
    }
  };

  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setHttp(next) {
      client = next;
    },
  };
}
