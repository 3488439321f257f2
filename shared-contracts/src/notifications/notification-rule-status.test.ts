import { notificationRuleStatus } from './notification-rules';

describe('notificationRuleStatus (population-health links, access §2.7)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('is active without dates or before the campaign ends, expired from its end, completed whatever the dates', () => {
    expect(notificationRuleStatus({ expiresAt: null, completedAt: null }, now)).toBe('active');
    expect(notificationRuleStatus({ expiresAt: new Date('2026-11-26T12:00:01Z'), completedAt: null }, now)).toBe('active');
    expect(notificationRuleStatus({ expiresAt: now, completedAt: null }, now)).toBe('expired');
    expect(notificationRuleStatus({ expiresAt: new Date('2026-01-01T00:00:00Z'), completedAt: new Date('2025-12-01T00:00:00Z') }, now)).toBe('completed');
  });
});
