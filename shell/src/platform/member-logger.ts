import { apiPaths } from '@member/shared-contracts/member-api';
import { sanitizeLogContext, type LogContext, type LogEntry, type Logger } from '@member/shared-contracts/logging';
import { type HttpClient } from '@member/shared-contracts/http';

type Level = LogEntry['level'];
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const FLUSH_DELAY_MS = 1000;
/** logsPayloadSchema accepts at most 100 entries a batch. */
const MAX_BATCH = 100;

/**
 * The app's logger (spec access §9: log level info, logs sent to /api/logs). Messages and contexts are
 * written by our own code and must never carry names, emails, dates of birth, phones or claim details.
 * Every entry at or above the level (info by default) is shipped to the member API in batches of up to
 * 100 (the payload's limit); nothing fails if shipping fails.
 */
export function createMemberLogger({ http, level = 'info' }: { http: HttpClient | null; level?: Level }): Logger & { setHttp(client: HttpClient): void; flush(): void } {
  let client = http;
  const queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!client || queue.length === 0) return;
    const entries = queue.splice(0, MAX_BATCH);
    client.post(apiPaths.logs(), { body: { entries }, excludeAuth: true }).catch(() => undefined);
    if (queue.length > 0) timer = setTimeout(flush, FLUSH_DELAY_MS);
  };

  const write = (entryLevel: Level) => (message: string, rawContext?: LogContext) => {
    if (ORDER[entryLevel] < ORDER[level]) return;
    const context = sanitizeLogContext(rawContext);
    const line = `[member] ${message}`;
    if (entryLevel === 'error') console.error(line, context ?? '');
    else if (entryLevel === 'warn') console.warn(line, context ?? '');
    else console.info(line, context ?? '');
    queue.push({ level: entryLevel, message, source: 'shell', ...(context ? { context } : {}), timestamp: new Date().toISOString() });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setHttp(next) {
      client = next;
    },
    /** Ship what is queued now (on page hide). */
    flush,
  };
}
