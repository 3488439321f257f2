import { useEffect } from 'react';
import { HOME_PATH } from '@member/shared-contracts/routes';
import type { HomeDataPrefetch } from './home-data-prefetch';

/**
 * Runs `prefetchHomeData` when the path, the member or their flags change. Its code (the accumulations
 * fetcher) is a chunk of its own, off sign-in's and every other page's first load: asked as soon as a
 * signed-in member is on /home, beside the account and the flags, so it is there when the flags answer.
 */
export function useHomeDataPrefetch({ pathname, accountId, flags, queryClient, http }: HomeDataPrefetch): void {
  useEffect(() => {
    if (pathname !== HOME_PATH || !accountId) return;
    const loading = import(/* webpackChunkName: "home-data" */ './home-data-prefetch');
    if (!flags) {
      loading.catch(() => undefined);
      return;
    }
    // A chunk that fails to load only loses the head start: the card asks for its figures itself.
    loading.then(({ prefetchHomeData }) => prefetchHomeData({ pathname, accountId, flags, queryClient, http })).catch(() => undefined);
  }, [pathname, accountId, flags, queryClient, http]);
}
