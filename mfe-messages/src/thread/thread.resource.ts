import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_RETRY_POLICY, type HttpClient } from '@member/shared-contracts/http';
import { UNREAD_THREADS_POLL_MS } from '@member/shared-contracts/mount';
import { apiPaths } from '@member/shared-contracts/member-api';
import { chatMessagesPath, conciergeTicketsQueryKey, isThreadClosed, markTicketRead, toThreadMessage, type Chat, type ChatPatchResponse, type ThreadMessage, type ThreadMessageRequest } from '@member/shared-contracts/messaging';
import { useRemoteProps } from '@member/remote-runtime';
import { chatQueryKey } from '../common/messages-api.resource';

/** The thread's calls (features §7), with the messaging retry policy like every messaging call. */
const retry = MESSAGING_RETRY_POLICY;

function fetchChat(http: HttpClient, accountId: string, threadId: string, allowChatbotInternalMessages: boolean, signal?: AbortSignal): Promise<Chat> {
  return http.get<Chat>(apiPaths.chat(threadId), {
    query: { accountId, allowChatbotInternalMessages: String(allowChatbotInternalMessages) },
    retry,
    ...(signal ? { signal } : {}),
  });
}

function markChatRead(http: HttpClient, accountId: string, threadId: string): Promise<ChatPatchResponse> {
  return http.patch<ChatPatchResponse>(apiPaths.chat(threadId), { query: { account_id: accountId }, body: { hasUnreadMessages: false }, retry });
}

function askForPerson(http: HttpClient, accountId: string, threadId: string): Promise<ChatPatchResponse> {
  return http.patch<ChatPatchResponse>(apiPaths.chat(threadId), { query: { account_id: accountId }, body: { useChatbot: false }, retry });
}

export function sendThreadMessage(http: HttpClient, accountId: string, threadId: string, body: ThreadMessageRequest): Promise<Chat> {
  return http.post<Chat>(chatMessagesPath(threadId), { query: { account_id: accountId }, body, retry });
}

/**
 * The open thread as features §3 "Messages state" describes it, derived from the server's chat:
 * threadHistory (the messages in the app's form) and isClosed (§4: the status, lowercased, is closed).
 * The agent's name and photo come from the agent content entries (`useAgents`).
 */
interface ThreadView {
  chat: Chat;
  threadHistory: ThreadMessage[];
  isClosed: boolean;
}

// Module-level, so the query re-derives the view only when the chat changes.
const toThreadView = (chat: Chat): ThreadView => ({ chat, threadHistory: chat.messages.map(toThreadMessage), isClosed: isThreadClosed(chat.status) });

/** One thread, polled at the short interval while it is open so agent replies arrive (§4 "Polling"). */
export function useThread(threadId: string, allowChatbotInternalMessages: boolean) {
  const { http, session } = useRemoteProps();
  const accountId = session.accountId ?? '';
  return useQuery({
    queryKey: chatQueryKey(accountId, threadId),
    queryFn: ({ signal }) => fetchChat(http, accountId, threadId, allowChatbotInternalMessages, signal),
    select: toThreadView,
    enabled: accountId !== '',
    refetchInterval: (query) => (query.state.status === 'error' ? false : UNREAD_THREADS_POLL_MS.short),
    retry: false,
  });
}

/** After reading a thread: tell the server, and lower the shared ticket query at once (the tab's count drops). */
export function useMarkThreadRead() {
  const { http, session } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = session.accountId ?? '';
  return useCallback(
    async (threadId: string) => {
      queryClient.setQueryData(conciergeTicketsQueryKey(accountId), markTicketRead(threadId));
      await markChatRead(http, accountId, threadId);
    },
    [http, accountId, queryClient],
  );
}

/**
 * The chatbot hand-off: asks for a person, then reads the thread again. It runs whatever the connection
 * says (`networkMode: 'always'`): an offline attempt fails and the button is free again, never paused.
 */
export function useAskForPerson(threadId: string) {
  const { http, session } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = session.accountId ?? '';
  return useMutation({
    mutationFn: () => askForPerson(http, accountId, threadId),
    onSuccess: () => queryClient.refetchQueries({ queryKey: chatQueryKey(accountId, threadId), exact: true }),
    networkMode: 'always',
  });
}
