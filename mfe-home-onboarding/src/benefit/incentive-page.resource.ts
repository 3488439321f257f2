import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { CONTENT_CACHE_MS, CONTENT_TYPES, type InfoPageFields } from '@member/shared-contracts/content';

/**
 * The infoPage entries of one incentive context (every variant and organisation; the page chooses with
 * `chooseInfoPage`), in the member's language, through the host's content port and its 5-minute cache.
 * Low criticality: a failure is this page's to show (with Try again), not the global error page.
 */
export function useIncentiveEntries(context: string | null) {
  const { content, locale } = useRemoteProps();
  return useQuery({
    queryKey: ['content', CONTENT_TYPES.infoPage, context, locale],
    queryFn: () => content.getEntries<InfoPageFields>({ contentType: CONTENT_TYPES.infoPage, locale, fields: { context: context ?? '' }, criticality: 'low' }),
    enabled: context !== null,
    staleTime: CONTENT_CACHE_MS,
    retry: false,
  });
}
