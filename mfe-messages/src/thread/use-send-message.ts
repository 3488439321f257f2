import { useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { chatQueryKey } from '../common/messages-api.resource';
import { sendThreadMessage } from './thread.resource';
import { addOptimistic, markOptimisticFailed, messagesStore, removeOptimistic, type OptimisticMessage } from '../common/messages.store';
import { useAnnounceSent } from '../common/sent-announcement';

let sequence = 0;

/**
 * §4 "Sending a message sets an optimistic message. An error can mark that message by its id": the
 * message shows at once; the server's chat replaces it; a failure (after the messaging retries) marks it
 * with `optimisticErrorMessageId` and keeps its text and attachments for Retry or Remove. A delivered
 * message is announced ("Message sent"); a failed one says "Not sent." as an alert beside it.
 */
export function useSendMessage(threadId: string) {
  const { http, session } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = session.accountId ?? '';
  const announceSent = useAnnounceSent();

  async function deliver(message: OptimisticMessage) {
    try {
      const chat = await sendThreadMessage(http, accountId, threadId, { content: message.body, ...(message.attachments.length ? { attachments: message.attachments.map((file) => file.token) } : {}) });
      queryClient.setQueryData(chatQueryKey(accountId, threadId), chat);
      messagesStore.setState((state) => removeOptimistic(state, threadId, message.id));
      announceSent(message.attachments.length);
    } catch {
      messagesStore.setState((state) => markOptimisticFailed(state, message.id));
    }
  }

  return {
    send(body: string, attachments: OptimisticMessage['attachments']) {
      const message: OptimisticMessage = { id: `optimistic-${Date.now()}-${++sequence}`, body, attachments, timestamp: new Date().toISOString() };
      messagesStore.setState((state) => addOptimistic(state, threadId, message));
      void deliver(message);
    },
    retry(message: OptimisticMessage) {
      messagesStore.setState((state) => ({ failedMessageIds: state.failedMessageIds.filter((id) => id !== message.id), isProcessing: true }));
      void deliver(message);
    },
    remove(messageId: string) {
      messagesStore.setState((state) => removeOptimistic(state, threadId, messageId));
    },
  };
}
