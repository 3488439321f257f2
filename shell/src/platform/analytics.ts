import { PII_CONTEXT_KEYS, type Analytics, type AnalyticsProperties, type Logger } from '@member/shared-contracts';

const PERSONAL_KEYS: ReadonlySet<string> = new Set(PII_CONTEXT_KEYS);
/** A property named like personal data (the same list the logs use) never leaves the app. */
const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));

export interface AnalyticsEvent {
  type: 'page' | 'track' | 'error';
  name: string;
  properties: AnalyticsProperties;
}

/**
 * Analytics (features §7): page views, events and errors with the global properties, identified by
 * account id only. The delivery sink is pluggable (production wires the vendor SDK); events are kept in
 * a bounded in-memory buffer readable by tests and the debug logger. Failures are logged and swallowed.
 */
export function createAnalytics({ logger, sink }: { logger: Logger; sink?: (event: AnalyticsEvent) => void }) {
  let globals: AnalyticsProperties = { appVersion: '3.10.0', distribution: 'web' };
  let userId: string | null = null;
  const buffer: AnalyticsEvent[] = [];

  const clean = (properties: AnalyticsProperties = {}): AnalyticsProperties => {
    const kept: AnalyticsProperties = {};
    for (const [key, value] of Object.entries(properties)) {
      if (isPersonalKey(key)) logger.warn('analytics property dropped', { key });
      else kept[key] = value;
    }
    return kept;
  };

  const emit = (type: AnalyticsEvent['type'], name: string, properties?: AnalyticsProperties) => {
    try {
      const event = { type, name, properties: { ...globals, ...clean(properties), ...(userId ? { userId } : {}) } };
      buffer.push(event);
      if (buffer.length > 200) buffer.shift();
      sink?.(event);
    } catch (error) {
      logger.warn('analytics failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  };

  const analytics: Analytics & {
    identify(accountId: string): void;
    setGlobals(properties: AnalyticsProperties): void;
    reset(): void;
    events(): readonly AnalyticsEvent[];
  } = {
    page: (name, properties) => emit('page', name, properties),
    track: (event, properties) => emit('track', event, properties),
    trackError: (name, message) => emit('error', name, { message }),
    identify(accountId) {
      userId = accountId;
    },
    setGlobals(properties) {
      globals = { ...globals, ...clean(properties) };
    },
    reset() {
      userId = null;
      globals = { appVersion: '3.10.0', distribution: 'web' };
      buffer.length = 0;
    },
    events: () => buffer,
  };
  return analytics;
}
