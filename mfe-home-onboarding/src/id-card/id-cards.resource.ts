import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { fetchIdCards, idCardQueryKeys } from '@member/shared-contracts/id-card';
import { isHttpError } from '@member/shared-contracts/http';

/** A card changes once a plan year at most: the cards read once stay fresh for the visit. */
const ID_CARDS_STALE_MS = 30 * 60_000;

/**
 * `GET /id-cards?account_id=`: the plan ID cards the member may see, one query per account in the host's
 * QueryClient. A failure is logged by kind and status only — never a name or a member ID. No automatic
 * retry: the error state offers "Try again".
 */
export function useIdCards() {
  const { http, logger } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: idCardQueryKeys.forAccount(accountId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchIdCards(http, accountId, signal);
      } catch (error) {
        // A call given up (the member left the page) is no failure: nothing to log.
        if (signal.aborted) throw error;
        logger.error('id cards failed', {
          error: error instanceof Error ? error.name : 'unknown',
          ...(isHttpError(error) ? { status: error.status } : {}),
        });
        throw error;
      }
    },
    enabled: accountId !== '',
    retry: false,
    staleTime: ID_CARDS_STALE_MS,
  });
}
