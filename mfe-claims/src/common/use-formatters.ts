import { useRemoteProps } from '@member/remote-runtime';
import { formatCurrency, formatDate, type DateFormatName } from '@member/shared-contracts/i18n';

/**
 * The shared formatters in the member's language: money in dollars (pass the member API's cents through
 * `centsToDollars`), dates in the long format unless named.
 */
export function useFormatters() {
  const { locale } = useRemoteProps();
  return {
    money: (dollars: number) => formatCurrency(dollars, locale),
    date: (value: string, format: DateFormatName = 'long') => formatDate(value, format, locale),
  };
}
