import { DEFAULT_LOCALE, type Locale } from './locale';

export type { Locale } from './locale';

/** Access §9 "Currency USD with 2 decimals, or none when the amount is whole". */
const CURRENCY = 'USD';

/**
 * The one money formatter, in dollars: `$1,234.50`, `$40`. Whole-ness is judged after rounding to cents,
 * so 12.999 shows `$13`. Dollars because the spec's amounts are (member-features §3: the member
 * accumulation's `total_*_amount`, the plan's benefit and deductible amounts); the member API's claim,
 * payment and repayment amounts are integer cents (`*Cents`, exact for sums and duplicate matching) and
 * are shown through `centsToDollars`.
 */
export function formatCurrency(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const cents = Math.round(amount * 100);
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100);
}

/** An integer-cents amount of the member API (`amountBilledCents`, …) in dollars, for formatCurrency. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Access §9 "Distance shown as one decimal plus mi": `2.5 mi`, `3.0 mi`. The unit is not translated. */
export function formatDistance(miles: number, locale: Locale = DEFAULT_LOCALE): string {
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(miles);
  return `${value} mi`;
}
