import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { claimsQueryKeys, fetchRepaymentRequests } from '@member/shared-contracts/claims';

/** The account's repayment requests (`GET /repayment-requests`). */
export function useRepaymentRequests() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: claimsQueryKeys.repayments(accountId), queryFn: ({ signal }) => fetchRepaymentRequests(http, accountId, signal) });
}
