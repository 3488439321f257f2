import { useRemoteProps } from '@member/remote-runtime';
import { formatCurrency, formatDate } from '@member/shared-contracts/i18n';

/**
 * The shared formatters in the member's language: money in dollars (as the accumulation and plan amounts
 * are), dates in the long format. Not for /home's first load, which shows no date: every byte there counts.
 */
export function useFormatters() {
  const { locale } = useRemoteProps();
  return {
    money: (dollars: number) => formatCurrency(dollars, locale),
    date: (value: string) => formatDate(value, 'long', locale),
  };
}
