import { DEFAULT_LOCALE, type Locale } from './locale';

export type { Locale } from './locale';

/** Access §9 "Currency USD with 2 decimals, or none when the amount is whole". */
const CURRENCY_SYMBOL = '$';

/**
 * Each locale's digit separators as CLDR has them (and so `Intl.NumberFormat`): es-US writes numbers and
 * dollars as en-US does, `$1,234.50` and `-$12.50`. Written out rather than asked of `Intl.NumberFormat`
 * because a page's first `NumberFormat` loads ICU's number data on the main thread: 19–29 ms inside the
 * render of /home's benefit card (Chromium, unthrottled; docs/performance.md, "Money and distances without
 * ICU's number data"). The tests hold every locale's output to Intl's.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'es-US': { group: ',', decimal: '.' },
};

/** `1234567` → `1,234,567`: a separator before every third digit from the right. */
function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The one money formatter, in dollars: `$1,234.50`, `$40`. Whole-ness is judged after rounding to cents,
 * so 12.999 shows `$13`. Dollars because the spec's amounts are (member-features §3: the member
 * accumulation's `total_*_amount`, the plan's benefit and deductible amounts); the member API's claim,
 * payment and repayment amounts are integer cents (`*Cents`, exact for sums and duplicate matching) and
 * are shown through `centsToDollars`. An amount that rounds to no cents shows `$0`, never `-$0`.
 */
export function formatCurrency(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const cents = Math.round(amount * 100);
  const { group, decimal } = SEPARATORS[locale];
  const absolute = Math.abs(cents);
  const dollars = groupDigits(String(Math.floor(absolute / 100)), group);
  const fraction = absolute % 100 === 0 ? '' : `${decimal}${String(absolute % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOL}${dollars}${fraction}`;
}

/** An integer-cents amount of the member API (`amountBilledCents`, …) in dollars, for formatCurrency. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Access §9 "Distance shown as one decimal plus mi": `2.5 mi`, `3.0 mi`. The unit is not translated.
 * Rounded as `Intl.NumberFormat` rounds (see SEPARATORS for why not it): half away from zero on the
 * number's shortest decimal form, so 0.15 shows `0.2` where `toFixed`, working on the binary value
 * 0.1499…, would show `0.1`.
 */
export function formatDistance(miles: number, locale: Locale = DEFAULT_LOCALE): string {
  const { group, decimal } = SEPARATORS[locale];
  const tenths = unitsOfTenToThe(-1, Math.abs(miles));
  return `${miles < 0 ? '-' : ''}${groupDigits(String(Math.floor(tenths / 10)), group)}${decimal}${tenths % 10} mi`;
}

/** How many 10^power units `value` (not negative) is, rounded half up on its shortest decimal form. */
function unitsOfTenToThe(power: number, value: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) - power}`));
}
