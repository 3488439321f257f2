import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { fetchBankAccountLinks, fetchReimbursementMethod, reimbursementsQueryKeys } from '@member/shared-contracts/reimbursements';

/** The signed-in member's account id (every screen here is behind the host's HRA + bankAccountLinkingUX gate). */
export function useAccountId(): string {
  const { session, account } = useRemoteProps();
  return account?.accountId ?? session.accountId ?? '';
}

export function useBankAccountLinks() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: reimbursementsQueryKeys.links(accountId),
    queryFn: ({ signal }) => fetchBankAccountLinks(http, accountId, signal),
    enabled: accountId !== '',
  });
}

export function useReimbursementMethod() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: reimbursementsQueryKeys.method(accountId),
    queryFn: ({ signal }) => fetchReimbursementMethod(http, accountId, signal),
    enabled: accountId !== '',
  });
}
