import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { loggedLoad } from '../common/logged-load';
import { fetchIdCards, idCardQueryKeys } from '@member/shared-contracts/id-card';

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
    queryFn: ({ signal }) => loggedLoad(logger, 'id cards failed', signal, () => fetchIdCards(http, accountId, signal)),
    enabled: accountId !== '',
    retry: false,
    staleTime: ID_CARDS_STALE_MS,
  });
}
