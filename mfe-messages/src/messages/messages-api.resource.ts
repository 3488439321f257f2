import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONCIERGE_SCHEDULE_POLL_MS, chatMessagesPath, conciergeTicketsQueryKey, fetchConciergeTickets, isConciergeSchedule, markTicketRead, toUploadResult, type Chat, type ChatCreationRequest, type ChatPatchResponse, type ConciergeSchedule, type ThreadMessageRequest, type UploadResult, type ZendeskUploadResponse } from '@member/shared-contracts/messaging';
import { MESSAGING_RETRY_POLICY, type HttpClient } from '@member/shared-contracts/http';
import { UNREAD_THREADS_POLL_MS } from '@member/shared-contracts/mount';
import { apiPaths } from '@member/shared-contracts/member-api';
import { useRemoteProps } from '@member/remote-runtime';

/**
 * The messaging calls of features §7, every one with the messaging retry policy (3 retries, factor 1.5,
 * on 5xx only; a 4xx aborts at once): the policy lives in shared-contracts and the host's HTTP client
 * applies it.
 */
const retry = MESSAGING_RETRY_POLICY;

export const chatQueryKey = (accountId: string, threadId: string) => ['member-api', 'chat', accountId, threadId] as const;
export const scheduleQueryKey = ['member-api', 'concierge-schedule'] as const;

export function fetchChat(http: HttpClient, accountId: string, threadId: string, allowChatbotInternalMessages: boolean, signal?: AbortSignal): Promise<Chat> {
  return http.get<Chat>(apiPaths.chat(threadId), {
    query: { accountId, allowChatbotInternalMessages: String(allowChatbotInternalMessages) },
    retry,
    ...(signal ? { signal } : {}),
  });
}

export function markChatRead(http: HttpClient, accountId: string, threadId: string): Promise<ChatPatchResponse> {
  return http.patch<ChatPatchResponse>(apiPaths.chat(threadId), { query: { account_id: accountId }, body: { hasUnreadMessages: false }, retry });
}

export function askForPerson(http: HttpClient, accountId: string, threadId: string): Promise<ChatPatchResponse> {
  return http.patch<ChatPatchResponse>(apiPaths.chat(threadId), { query: { account_id: accountId }, body: { useChatbot: false }, retry });
}

export function sendThreadMessage(http: HttpClient, accountId: string, threadId: string, body: ThreadMessageRequest): Promise<Chat> {
  return http.post<Chat>(chatMessagesPath(threadId), { query: { account_id: accountId }, body, retry });
}

export function createChat(http: HttpClient, accountId: string, body: ChatCreationRequest): Promise<Chat> {
  return http.post<Chat>(apiPaths.chats(), { query: { account_id: accountId }, body, retry });
}

/** `POST /zendesk/v2/uploads.json?filename=` with the file as the body, its content type and `Accept-Version: 1`. */
export async function uploadAttachment(http: HttpClient, file: File, signal?: AbortSignal): Promise<UploadResult> {
  const answer = await http.post<ZendeskUploadResponse>(apiPaths.zendeskUploads(), {
    query: { filename: file.name },
    body: file,
    headers: { 'content-type': file.type, 'accept-version': '1' },
    retry,
    ...(signal ? { signal } : {}),
  });
  return toUploadResult(answer);
}

export async function fetchSchedule(http: HttpClient, signal?: AbortSignal): Promise<ConciergeSchedule> {
  const body = await http.get<unknown>(apiPaths.conciergeSchedule(), { retry, ...(signal ? { signal } : {}) });
  if (!isConciergeSchedule(body)) throw new Error('Malformed concierge schedule');
  return body;
}

/** The member's tickets under the host's key: the shell's CONCIERGE badge reads the same query, so one answer serves both. */
export function useConciergeTickets() {
  const { http, session } = useRemoteProps();
  const accountId = session.accountId ?? '';
  return useQuery({
    queryKey: conciergeTicketsQueryKey(accountId),
    queryFn: ({ signal }) => fetchConciergeTickets(http, accountId, signal),
    enabled: accountId !== '',
    // No interval of its own: the shell polls this query every 3000 ms while the member is in /messages.
  });
}

/** §4 "Concierge opening hours are polled every 60000 ms". */
export function useConciergeSchedule() {
  const { http } = useRemoteProps();
  return useQuery({ queryKey: scheduleQueryKey, queryFn: ({ signal }) => fetchSchedule(http, signal), refetchInterval: CONCIERGE_SCHEDULE_POLL_MS });
}

/** One thread, polled at the short interval while it is open so agent replies arrive (§4 "Polling"). */
export function useChat(threadId: string, allowChatbotInternalMessages: boolean) {
  const { http, session } = useRemoteProps();
  const accountId = session.accountId ?? '';
  return useQuery({
    queryKey: chatQueryKey(accountId, threadId),
    queryFn: ({ signal }) => fetchChat(http, accountId, threadId, allowChatbotInternalMessages, signal),
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
  return async (threadId: string) => {
    queryClient.setQueryData(conciergeTicketsQueryKey(accountId), markTicketRead(threadId));
    await markChatRead(http, accountId, threadId);
  };
}
