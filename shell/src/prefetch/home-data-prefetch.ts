import type { QueryClient } from '@tanstack/react-query';
import { accumulatorQueryKeys, fetchMemberAccumulations } from '@member/shared-contracts/accumulator';
import type { FlagValues } from '@member/shared-contracts/flags';
import type { HttpClient } from '@member/shared-contracts/http';
import { HOME_PATH } from '@member/shared-contracts/routes';

/** How long the prefetched answer counts as fresh: the /home card's own staleTime, so it does not ask again. */
const ACCUMULATIONS_STALE_MS = 60_000;

export interface HomeDataPrefetch {
  pathname: string;
  /** The signed-in member's account id from the token claims, null when signed out. */
  accountId: string | null;
  /** The member's flags once evaluated, null until then. */
  flags: FlagValues | null;
  queryClient: QueryClient;
  http: HttpClient;
}

/**
 * /home's largest paint is the benefit card, whose figures (`GET /member-accumulations`, features §7) need
 * only the account id, which the token claims carry, and the `showHraAccumulator` flag. Asked here as soon
 * as both are known — beside the account, its client and network — instead of after them, when the card
 * first renders: one round trip fewer before the card (docs/performance.md). Same key and fetcher as the
 * card's query (mfe-home-onboarding `useMemberAccumulation`), so the card reads this answer; a failure is
 * left for the card's own query to ask again and report.
 */
export function prefetchHomeData({ pathname, accountId, flags, queryClient, http }: HomeDataPrefetch): void {
  if (pathname !== HOME_PATH || !accountId || !flags?.showHraAccumulator) return;
  void queryClient.prefetchQuery({
    queryKey: accumulatorQueryKeys.page(accountId, 0),
    queryFn: ({ signal }) => fetchMemberAccumulations(http, accountId, 0, signal),
    staleTime: ACCUMULATIONS_STALE_MS,
  });
}
