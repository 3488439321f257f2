import { logsPayloadSchema } from './logs-payload-schema';
import { sanitizeLogContext } from './log-entry';

describe('log entries', () => {
  it('accept level, message, context, timestamp and source', () => {
    const entry = { level: 'info', message: 'account loaded', context: { status: 200 }, timestamp: '2024-01-01T00:00:00Z', source: 'shell' };
    expect(logsPayloadSchema.safeParse({ entries: [entry] }).success).toBe(true);
  });

  it('refuse extra fields such as an email, and unknown levels', () => {
    const base = { level: 'info', message: 'x', timestamp: 't', source: 'shell' };
    expect(logsPayloadSchema.safeParse({ entries: [{ ...base, email: 'a@b.co' }] }).success).toBe(false);
    expect(logsPayloadSchema.safeParse({ entries: [{ ...base, level: 'fatal' }] }).success).toBe(false);
  });

  it('sanitizeLogContext drops PII keys', () => {
    expect(sanitizeLogContext({ accountId: 'a', email: 'x', first_name: 'y', DateOfBirth: 'z', phone_number: '1', status: 404 })).toEqual({
      accountId: 'a', status: 404,
    });
  });
});
