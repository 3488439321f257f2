import { centsToDollars, formatCurrency, formatDistance } from './formatters';

describe('formatCurrency (USD, 2 decimals or none when whole)', () => {
  it('shows 2 decimals for cents', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0.99)).toBe('$0.99');
  });
  it('shows none when whole', () => {
    expect(formatCurrency(40)).toBe('$40');
    expect(formatCurrency(1500)).toBe('$1,500');
  });
  it('judges whole-ness after rounding to cents', () => {
    expect(formatCurrency(12.999)).toBe('$13');
  });
  it('formats negatives', () => {
    expect(formatCurrency(-5.25)).toBe('-$5.25');
  });
  it('formats in es-US', () => {
    expect(formatCurrency(1234.5, 'es-US')).toMatch(/1,234\.50/);
  });
});

describe('formatDistance (one decimal + mi)', () => {
  it('always shows one decimal', () => {
    expect(formatDistance(2)).toBe('2.0 mi');
    expect(formatDistance(2.46)).toBe('2.5 mi');
    expect(formatDistance(1234.56)).toBe('1,234.6 mi');
  });
});

describe('centsToDollars (the member API’s integer cents, shown by formatCurrency)', () => {
  it('shows the same figure the cents name', () => {
    expect(formatCurrency(centsToDollars(8550))).toBe('$85.50');
    expect(formatCurrency(centsToDollars(12_000))).toBe('$120');
    expect(formatCurrency(centsToDollars(1))).toBe('$0.01');
    expect(formatCurrency(centsToDollars(123_456_789))).toBe('$1,234,567.89');
  });
});
