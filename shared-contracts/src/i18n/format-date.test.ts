import { formatDate } from './format-date';

describe('formatDate (access §9: MMM dd, yyyy; M/d/yy; h:mm a)', () => {
  const afternoon = new Date(2026, 10, 2, 15, 5);

  it('formats the long date with a two-digit day', () => {
    expect(formatDate(afternoon, 'long')).toBe('Nov 02, 2026');
  });
  it('formats the short date without padding', () => {
    expect(formatDate(afternoon, 'short')).toBe('11/2/26');
    expect(formatDate(new Date(2009, 0, 5), 'short')).toBe('1/5/09');
  });
  it('formats the time on a 12-hour clock, separated from the day period by a plain space', () => {
    expect(formatDate(afternoon, 'time')).toBe('3:05 PM');
    expect(formatDate(new Date(2026, 0, 1, 0, 30), 'time')).toBe('12:30 AM');
    expect(formatDate(new Date(2026, 0, 1, 12, 0), 'time')).toBe('12:00 PM');
  });
  it('reads a date-only ISO string as that calendar day, not UTC midnight', () => {
    expect(formatDate('2026-01-01', 'long')).toBe('Jan 01, 2026');
    expect(formatDate('1985-04-12', 'short')).toBe('4/12/85');
  });
  it('reads an ISO timestamp', () => {
    expect(formatDate('2026-03-09T10:00:00.000Z', 'long')).toMatch(/^Mar 0\d, 2026$/);
    expect(formatDate('2026-03-09T10:00:00Z', 'long')).toMatch(/^Mar 0\d, 2026$/);
    expect(formatDate('2026-03-09T10:07', 'time')).toBe('10:07 AM');
  });
  it('uses the Spanish month abbreviation and day period for es-US, in the same layout', () => {
    expect(formatDate(afternoon, 'long', 'es-US')).toBe('nov 02, 2026');
    expect(formatDate(new Date(2026, 0, 2), 'long', 'es-US')).toBe('ene 02, 2026');
    expect(formatDate(afternoon, 'short', 'es-US')).toBe('11/2/26');
    expect(formatDate(afternoon, 'time', 'es-US')).toBe('3:05 p.m.');
    expect(formatDate(new Date(2026, 0, 1, 0, 30), 'time', 'es-US')).toBe('12:30 a.m.');
  });
  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', 'long')).toBe('');
    expect(formatDate('2026-02-30', 'long')).toBe('');
    expect(formatDate('March 9, 2026', 'long')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'short')).toBe('');
  });
});
