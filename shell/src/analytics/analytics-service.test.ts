import { analyticsPayloadSchema } from '@member/shared-contracts/analytics';
import { type Logger } from '@member/shared-contracts/logging';
import { createAnalytics, type AnalyticsEvent } from './analytics-service';

const logger = (): jest.Mocked<Logger> => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('analytics service', () => {
  it('records page views, clicks, views, input changes, operations and errors with the globals and the account id', () => {
    const analytics = createAnalytics({ logger: logger(), baseGlobals: { appVersion: '3.10.0', distribution: 'web' } });
    analytics.identify('200001');
    analytics.setGlobals({ planId: 501, language: 'en-US' });
    analytics.page('/claims');
    analytics.click('tab.claims');
    analytics.view('idle-timeout-modal');
    analytics.inputChange('email');
    analytics.operation('sign-in', 'failed', { reason: 'UNAUTHORIZED' });
    analytics.trackError('Verification Failed', 'status created');

    const events = analytics.events().filter((event) => event.type !== 'identify');
    expect(events.map((event) => [event.type, event.name])).toEqual([
      ['page', '/claims'],
      ['track', 'Element Clicked'],
      ['track', 'Element Viewed'],
      ['track', 'Input Changed'],
      ['track', 'Operation'],
      ['error', 'Verification Failed'],
    ]);
    for (const event of events) {
      expect(event.userId).toBe('200001');
      expect(event.properties).toMatchObject({ appVersion: '3.10.0', distribution: 'web', planId: 501, language: 'en-US' });
    }
    expect(events[1]?.properties.element).toBe('tab.claims');
    expect(events[3]?.properties.field).toBe('email');
    expect(events[4]?.properties).toMatchObject({ operation: 'sign-in', outcome: 'failed', reason: 'UNAUTHORIZED' });
    expect(events[5]?.properties.message).toBe('status created');
  });

  it('drops properties named like personal data and logs only the key', () => {
    const log = logger();
    const analytics = createAnalytics({ logger: log });
    analytics.track('profile saved', { email: 'maria@example.com', first_name: 'Maria', dateOfBirth: '1985-04-12', fields: 2 });
    const [event] = analytics.events();
    expect(event?.properties).toEqual({ fields: 2 });
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/maria|1985/i);
  });

  it('delivers events in batches the collector schema accepts, after a second', async () => {
    const batches: (readonly AnalyticsEvent[])[] = [];
    const analytics = createAnalytics({ logger: logger(), sink: async (events) => void batches.push(events) });
    analytics.page('/home');
    analytics.click('sign-out');
    expect(batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
    expect(analyticsPayloadSchema.safeParse({ events: batches[0] }).success).toBe(true);
  });

  it('logs and swallows a failing sink', async () => {
    const log = logger();
    const analytics = createAnalytics({ logger: log, sink: () => Promise.reject(new TypeError('offline')) });
    analytics.page('/home');
    await jest.advanceTimersByTimeAsync(1000);
    expect(log.warn).toHaveBeenCalledWith('analytics delivery failed', { error: 'TypeError', events: 1 });
  });

  it('forgets the member and the member globals on reset, keeping the base globals', () => {
    const analytics = createAnalytics({ logger: logger(), baseGlobals: { distribution: 'web' } });
    analytics.identify('200001');
    analytics.setGlobals({ planId: 501 });
    analytics.reset();
    analytics.page('/');
    const [event] = analytics.events();
    expect(event).toMatchObject({ userId: null, properties: { distribution: 'web' } });
    expect(event?.properties.planId).toBeUndefined();
  });
});
