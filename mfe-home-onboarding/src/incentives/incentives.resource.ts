import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { infoPageEntriesQuery } from '@member/shared-contracts/content';

/**
 * The infoPage entries of one incentive context (every variant and organisation; the page chooses with
 * `chooseInfoPage`), in the member's language, through the host's content port and its 5-minute cache.
 * Low criticality: a failure is this page's to show (with Try again), not the global error page.
 */
export function useIncentiveEntries(context: string | null) {
  const { content, locale } = useRemoteProps();
  return useQuery({ ...infoPageEntriesQuery(content, { context, locale, criticality: 'low' }), enabled: context !== null });
}
