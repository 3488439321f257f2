import { useQuery } from '@tanstack/react-query';
import { CONCIERGE_SCHEDULE_POLL_MS, isConciergeSchedule, toUploadResult, type ConciergeSchedule, type UploadResult, type ZendeskUploadResponse } from '@member/shared-contracts/messaging';
import { MESSAGING_RETRY_POLICY, type HttpClient } from '@member/shared-contracts/http';
import { apiPaths } from '@member/shared-contracts/member-api';
import type { AttachmentContentType } from '@member/shared-contracts/uploads';
import { useRemoteProps } from '@member/remote-runtime';

/**
 * The messaging calls of features §7, every one with the messaging retry policy (3 retries, factor 1.5,
 * on 5xx only; a 4xx aborts at once): the policy lives in shared-contracts and the host's HTTP client
 * applies it. Here are the calls and keys several screens share; each screen's own calls sit with it.
 */
const retry = MESSAGING_RETRY_POLICY;

/** One thread's query: the thread reads it, a new conversation seeds it with the chat it created. */
export const chatQueryKey = (accountId: string, threadId: string) => ['member-api', 'chat', accountId, threadId] as const;
const scheduleQueryKey = ['member-api', 'concierge-schedule'] as const;

/** `POST /zendesk/v2/uploads.json?filename=` with the file as the body, the type its bytes are (judgeAttachmentFile) and `Accept-Version: 1`. */
export async function uploadAttachment(http: HttpClient, file: File, contentType: AttachmentContentType, signal?: AbortSignal): Promise<UploadResult> {
  const answer = await http.post<ZendeskUploadResponse>(apiPaths.zendeskUploads(), {
    query: { filename: file.name },
    body: file,
    headers: { 'content-type': contentType, 'accept-version': '1' },
    retry,
    ...(signal ? { signal } : {}),
  });
  return toUploadResult(answer);
}

async function fetchSchedule(http: HttpClient, signal?: AbortSignal): Promise<ConciergeSchedule> {
  const body = await http.get<unknown>(apiPaths.conciergeSchedule(), { retry, ...(signal ? { signal } : {}) });
  if (!isConciergeSchedule(body)) throw new Error('Malformed concierge schedule');
  return body;
}

/** §4 "Concierge opening hours are polled every 60000 ms". */
export function useConciergeSchedule() {
  const { http } = useRemoteProps();
  return useQuery({ queryKey: scheduleQueryKey, queryFn: ({ signal }) => fetchSchedule(http, signal), refetchInterval: CONCIERGE_SCHEDULE_POLL_MS });
}

/** Features §3 "isConciergeOnline (default true)": what the schedule says, online until it has answered. */
export const isConciergeOnline = (schedule: ConciergeSchedule | undefined): boolean => schedule?.isOnline ?? true;
