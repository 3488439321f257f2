import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { chooseMailedCheck, reimbursementsQueryKeys, type MailingAddress } from '@member/shared-contracts/reimbursements';

/** Checks by mail to this address (`PUT /reimbursement-method/check`); the answer is the method the other screens read. */
export function useChooseMailedCheck() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: MailingAddress) => chooseMailedCheck(http, accountId, address),
    onSuccess: (answer) => queryClient.setQueryData(reimbursementsQueryKeys.method(accountId), answer),
  });
}
