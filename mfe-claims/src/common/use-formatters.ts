import { useRemoteProps } from '@member/remote-runtime';
import { formatCurrency, formatDate, type DateFormatName } from '@member/shared-contracts/i18n';

/** Money (features §9: USD, 2 decimals or none when whole) and dates (MMM dd, yyyy) in the member's language. */
export function useFormatters() {
  const { locale } = useRemoteProps();
  return {
    money: (cents: number) => formatCurrency(cents / 100, locale),
    date: (value: string, format: DateFormatName = 'long') => formatDate(value, format, locale),
  };
}
