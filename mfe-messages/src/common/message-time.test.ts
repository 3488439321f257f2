import { formatListTime, formatMessageTime } from './message-time';

describe('message times', () => {
  it('shows the time for today and the date before', () => {
    const now = new Date(2026, 2, 2, 18, 0);
    expect(formatListTime(new Date(2026, 2, 2, 15, 0).toISOString(), 'en-US', now)).toBe('3:00 PM');
    expect(formatListTime(new Date(2026, 2, 1, 15, 0).toISOString(), 'en-US', now)).toBe('Mar 01, 2026');
  });
  it('shows date and time for a message', () => {
    expect(formatMessageTime(new Date(2026, 2, 1, 9, 5).toISOString(), 'en-US')).toBe('Mar 01, 2026, 9:05 AM');
  });
});
