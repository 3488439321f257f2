import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { CLAIMS_PAGE_SIZE, NEEDS_MEMBER_ACTION_STATUS, claimsQueryKeys, fetchClaimsPage, type ClaimsFilter } from '@member/shared-contracts/claims';

const NEEDS_MEMBER_ACTION: ClaimsFilter = { status: NEEDS_MEMBER_ACTION_STATUS };

/** One page of the list; the previous page stays on screen while the next loads. */
export function useClaimsPage(filter: ClaimsFilter, offset: number) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: claimsQueryKeys.page(accountId, filter, offset),
    queryFn: ({ signal }) => fetchClaimsPage(http, accountId, filter, offset, CLAIMS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled: accountId !== '',
  });
}

/** The first page of the claims waiting on the member (`NEEDS_MEMBER_ACTION_STATUS`): the "needs your attention" panel. */
export function useClaimsNeedingAction() {
  return useClaimsPage(NEEDS_MEMBER_ACTION, 0);
}
