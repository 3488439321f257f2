import { useRemoteProps } from '@member/remote-runtime';
import { formatCurrency, formatDate } from '@member/shared-contracts/i18n';

/** Money (features §9: USD, 2 decimals or none when whole) and dates (MMM dd, yyyy) in the member's language. */
export function useFormatters() {
  const { locale } = useRemoteProps();
  return {
    money: (dollars: number) => formatCurrency(dollars, locale),
    date: (value: string) => formatDate(value, 'long', locale),
  };
}
