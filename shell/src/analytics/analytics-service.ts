import { ANALYTICS_EVENTS, type AnalyticsEventPayload } from '@member/shared-contracts/analytics';
import { PII_CONTEXT_KEYS, type Logger } from '@member/shared-contracts/logging';
import { type Analytics, type AnalyticsProperties } from '@member/shared-contracts/mount';

const PERSONAL_KEYS: ReadonlySet<string> = new Set(PII_CONTEXT_KEYS);
/** A property named like personal data (the same list the logs use) never leaves the app. */
const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));

export type AnalyticsEvent = AnalyticsEventPayload;
/** Where delivered events go: a collector on the member API (first-party in production, the sandbox's locally). */
export type AnalyticsSink = (events: readonly AnalyticsEvent[]) => Promise<void>;

const FLUSH_DELAY_MS = 1000;
const BATCH_LIMIT = 100;

export interface AnalyticsService extends Analytics {
  identify(accountId: string): void;
  setGlobals(properties: AnalyticsProperties): void;
  reset(): void;
  /** The last events, newest last (bounded); for the debug logger and tests. */
  events(): readonly AnalyticsEvent[];
  /** Deliver what is queued now (also called on page hide). */
  flush(): Promise<void>;
}

/**
 * Analytics (features §7): page views, clicks, views, input changes, operations and errors with the
 * global properties of access §3, identified by account id only. Properties named like personal data
 * are dropped. Events are queued and delivered in batches to the sink; every failure — a bad property,
 * a sink that throws — is logged and swallowed: analytics never breaks a screen.
 */
export function createAnalytics({ logger, sink, baseGlobals = {} }: { logger: Logger; sink?: AnalyticsSink; baseGlobals?: AnalyticsProperties }): AnalyticsService {
  let globals: AnalyticsProperties = { ...baseGlobals };
  let userId: string | null = null;
  const buffer: AnalyticsEvent[] = [];
  const queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clean = (properties: AnalyticsProperties = {}): AnalyticsProperties => {
    const kept: AnalyticsProperties = {};
    for (const [key, value] of Object.entries(properties)) {
      if (isPersonalKey(key)) logger.warn('analytics property dropped', { key });
      else kept[key] = value;
    }
    return kept;
  };

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!sink || queue.length === 0) return;
    const batch = queue.splice(0, BATCH_LIMIT);
    try {
      await sink(batch);
    } catch (error) {
      logger.warn('analytics delivery failed', { error: error instanceof Error ? error.name : 'unknown', events: batch.length });
    }
    if (queue.length > 0) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
  }

  const emit = (type: AnalyticsEvent['type'], name: string, properties?: AnalyticsProperties) => {
    try {
      const event: AnalyticsEvent = { type, name, properties: { ...globals, ...clean(properties) }, userId, timestamp: new Date().toISOString() };
      buffer.push(event);
      if (buffer.length > 200) buffer.shift();
      if (sink) {
        queue.push(event);
        timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
      }
    } catch (error) {
      logger.warn('analytics failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  };

  return {
    page: (name, properties) => emit('page', name, properties),
    track: (event, properties) => emit('track', event, properties),
    click: (element, properties) => emit('track', ANALYTICS_EVENTS.elementClick, { ...properties, element }),
    view: (name, properties) => emit('track', ANALYTICS_EVENTS.elementView, { ...properties, element: name }),
    inputChange: (field, properties) => emit('track', ANALYTICS_EVENTS.inputChange, { ...properties, field }),
    operation: (name, outcome, properties) => emit('track', ANALYTICS_EVENTS.operation, { ...properties, operation: name, outcome }),
    trackError: (name, message) => emit('error', name, { message }),
    identify(accountId) {
      if (userId === accountId) return;
      userId = accountId;
      emit('identify', 'identify');
    },
    setGlobals(properties) {
      globals = { ...globals, ...clean(properties) };
    },
    reset() {
      userId = null;
      globals = { ...baseGlobals };
      buffer.length = 0;
    },
    events: () => buffer,
    flush,
  };
}
