import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { createLinkToken, exchangePublicToken, reimbursementsQueryKeys, type LinkTokenRequest } from '@member/shared-contracts/reimbursements';

/*
 * The member API's side of the bank link (link token in, public token out). The flow awaits each call and
 * turns a failure into its error outcome at once, so neither waits for the connection to come back
 * (`networkMode: 'always'`; TanStack Query would pause an offline mutation and leave the button pending).
 */

export function useCreateLinkToken() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useMutation({ mutationFn: (request: LinkTokenRequest) => createLinkToken(http, accountId, request), networkMode: 'always' });
}

/** Exchanges Link's public token for the link; every reimbursements query is read again before the flow moves on. */
export function useExchangePublicToken() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicToken: string) => exchangePublicToken(http, accountId, publicToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reimbursementsQueryKeys.all(accountId) }),
    networkMode: 'always',
  });
}
