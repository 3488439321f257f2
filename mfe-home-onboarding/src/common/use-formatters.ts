import { useRemoteProps } from '@member/remote-runtime';
import { formattersFor } from '@member/shared-contracts';

/** Money (dollars, as the accumulation and plan amounts are) and dates in the member's language. */
export function useFormatters() {
  return formattersFor(useRemoteProps().locale);
}
