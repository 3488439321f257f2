import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_RETRY_POLICY } from '@member/shared-contracts/http';
import { apiPaths } from '@member/shared-contracts/member-api';
import { conciergeTicketsQueryKey, type Chat, type ChatCreationRequest } from '@member/shared-contracts/messaging';
import { useRemoteProps } from '@member/remote-runtime';
import { chatQueryKey } from '../common/messages-api.resource';

/**
 * `POST /chats` (features §7, with the messaging retry policy). The new chat seeds its thread's query, so
 * the thread opens without a second read, and the ticket list is read again. The form reports a failure
 * itself, so the call runs whatever the connection says (`networkMode: 'always'`), never paused.
 */
export function useCreateChat() {
  const { http, session } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = session.accountId ?? '';
  return useMutation({
    mutationFn: (body: ChatCreationRequest) => http.post<Chat>(apiPaths.chats(), { query: { account_id: accountId }, body, retry: MESSAGING_RETRY_POLICY }),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatQueryKey(accountId, chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: conciergeTicketsQueryKey(accountId) });
    },
    networkMode: 'always',
  });
}
