import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { CLAIMS_PAGE_SIZE, claimsQueryKeys, fetchClaim, fetchClaimOptions, fetchClaimsPage, fetchRepaymentRequests, type ClaimsFilter } from '@member/shared-contracts/claims';

// Every claims screen is behind the host's VIEW_CLAIMS gate; the account id comes from the mount props.
export { useAccountId } from '@member/remote-runtime';

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

export function useClaim(claimId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: claimsQueryKeys.claim(accountId, claimId),
    queryFn: ({ signal }) => fetchClaim(http, claimId, signal),
    retry: false,
  });
}

export function useClaimOptions() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: claimsQueryKeys.options(accountId), queryFn: ({ signal }) => fetchClaimOptions(http, accountId, signal), staleTime: 5 * 60_000 });
}

export function useRepaymentRequests() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: claimsQueryKeys.repayments(accountId), queryFn: ({ signal }) => fetchRepaymentRequests(http, accountId, signal) });
}
