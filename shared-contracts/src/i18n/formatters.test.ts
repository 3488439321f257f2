import { centsToDollars, formatCurrency, formatDistance } from './formatters';
import { LOCALES } from './locale';

/** Amounts of every size and sign, with the ties and float artefacts rounding trips over. */
const AMOUNTS = [
  0, 0.004, 0.005, 0.01, 0.1, 0.125, 0.99, 1, 1.005, 1.015, 2.675, 9.995, 10.5, 12.999, 40, 99.99, 100, 999.995, 1000,
  1234.5, 4000, 12_345.67, 100_000, 999_999.99, 1_000_000, 1_234_567.891, 123_456_789.01, 10_000_000_000,
  -0.01, -5.25, -1000, -1234.565, -999_999.995,
];
/** Distances in miles, with the decimal ties `toFixed` and ICU must round alike. */
const DISTANCES = [0, 0.04, 0.05, 0.15, 0.25, 0.35, 0.45, 1.45, 2, 2.46, 2.5, 2.55, 9.95, 99.95, 999.95, 1234.56, 25_000.05];

/** A fixed sequence of values, so a failure names the same amount on every run. */
function* pseudoRandomAmounts(count: number): Generator<number> {
  let seed = 20_261_207;
  for (let i = 0; i < count; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    const magnitude = 10 ** (seed % 8);
    yield ((seed / 2_147_483_647) * magnitude * (seed % 3 === 0 ? -1 : 1)) / (seed % 5 === 0 ? 1 : 7);
  }
}

describe('formats as Intl.NumberFormat does in every locale, without it', () => {
  const intlCurrency = (amount: number, locale: string) => {
    const cents = Math.round(amount * 100);
    const digits = cents % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
  };
  const intlDistance = (miles: number, locale: string) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(miles)} mi`;

  it.each(LOCALES)('money in %s', (locale) => {
    for (const amount of [...AMOUNTS, ...pseudoRandomAmounts(2_000)]) {
      // Intl signs a zero that was negative (`-$0`); the app shows no sign on no money.
      if (Math.round(amount * 100) === 0) continue;
      expect([amount, formatCurrency(amount, locale)]).toEqual([amount, intlCurrency(amount, locale)]);
    }
  });
  it.each(LOCALES)('distances in %s', (locale) => {
    for (const miles of [...DISTANCES, ...[...pseudoRandomAmounts(2_000)].map(Math.abs)]) {
      expect([miles, formatDistance(miles, locale)]).toEqual([miles, intlDistance(miles, locale)]);
    }
  });
  it('does not build an Intl.NumberFormat (its first one loads ICU number data on the main thread)', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    formatCurrency(1234.5, 'es-US');
    formatDistance(2.5, 'en-US');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

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
    expect(formatCurrency(1234.5, 'es-US')).toBe('$1,234.50');
  });
  it('shows no sign on an amount that rounds to no cents', () => {
    expect(formatCurrency(-0.001)).toBe('$0');
    expect(formatCurrency(-0.005)).toBe('$0');
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
