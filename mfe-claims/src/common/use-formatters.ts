import { useRemoteProps } from '@member/remote-runtime';
import { formattersFor } from '@member/shared-contracts';

/** Money (dollars: pass the member API's cents through `centsToDollars`) and dates in the member's language. */
export function useFormatters() {
  return formattersFor(useRemoteProps().locale);
}
