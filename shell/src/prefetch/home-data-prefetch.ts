import type { QueryClient } from '@tanstack/react-query';
import { accumulatorQueryKeys, fetchMemberAccumulations } from '@member/shared-contracts/accumulator';
import type { FlagValues } from '@member/shared-contracts/flags';
import type { HttpClient } from '@member/shared-contracts/http';
import { memberFlagsQueryKey } from '../flags/member-flags-query-key';

/** How long the prefetched answer counts as fresh: the /home card's own staleTime, so it does not ask again. */
const ACCUMULATIONS_STALE_MS = 60_000;

interface HomeDataPrefetch {
  /** The signed-in member's account id from the token claims. */
  accountId: string;
  queryClient: QueryClient;
  http: HttpClient;
}

/**
 * /home's largest paint is the benefit card, whose figures (`GET /member-accumulations`, features §7) need
 * only the account id, which the token claims carry, and the `showHraAccumulator` flag. Asked here as soon
 * as the flags are known — beside the account, its client and network — instead of after them, when the
 * card first renders (docs/performance.md). Same key and fetcher as the card's query (mfe-home-onboarding
 * `useMemberAccumulation`), so the card reads this answer; a failure is left for the card's own query to
 * ask again and report.
 */
function prefetchHomeData({ accountId, flags, queryClient, http }: HomeDataPrefetch & { flags: FlagValues }): void {
  if (!flags.showHraAccumulator) return;
  void queryClient.prefetchQuery({
    queryKey: accumulatorQueryKeys.page(accountId, 0),
    queryFn: ({ signal }) => fetchMemberAccumulations(http, accountId, 0, signal),
    staleTime: ACCUMULATIONS_STALE_MS,
  });
}

/**
 * prefetchHomeData once the member's flags query (the shell's, not a second call) has answered; nothing
 * when it fails. Its own chunk, loaded only when a signed-in member's first page is /home.
 */
export function prefetchHomeDataWhenFlagsAnswer({ accountId, queryClient, http }: HomeDataPrefetch): void {
  const key = memberFlagsQueryKey(accountId);
  const known = queryClient.getQueryData<FlagValues>(key);
  if (known) return prefetchHomeData({ accountId, flags: known, queryClient, http });
  const cache = queryClient.getQueryCache();
  const stop = cache.subscribe((event) => {
    const query = cache.find<FlagValues>({ queryKey: key, exact: true });
    if (!query || event.query !== query) return;
    if (query.state.status === 'error') stop();
    if (query.state.status !== 'success' || !query.state.data) return;
    stop();
    prefetchHomeData({ accountId, flags: query.state.data, queryClient, http });
  });
}
