import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { NEEDS_MEMBER_ACTION_FILTER, claimsPageQuery, type ClaimsFilter } from '@member/shared-contracts/claims';

/** One page of the list; the previous page stays on screen while the next loads. */
export function useClaimsPage(filter: ClaimsFilter, offset: number) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    ...claimsPageQuery(http, accountId, filter, offset),
    placeholderData: keepPreviousData,
    enabled: accountId !== '',
  });
}

/** The first page of the claims waiting on the member (`NEEDS_MEMBER_ACTION_FILTER`): the "needs your attention" panel. */
export function useClaimsNeedingAction() {
  return useClaimsPage(NEEDS_MEMBER_ACTION_FILTER, 0);
}
