import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ThreadAgent, ThreadMessage } from '@member/shared-contracts/messaging';

/** A message the member sent that the server has not confirmed (§2 "an optimistic sent message"). */
export interface OptimisticMessage {
  id: string;
  body: string;
  attachments: { name: string; type: string; token: string }[];
  timestamp: string;
}

/**
 * Features §3 "Messages state: threadId, agent, threadHistory, isConciergeOnline (default true),
 * showExpandedOfflineMessage (default true), isAutomaticScrollingEnabled (default true), isClosed,
 * unreadThreadIds, isProcessing, chatEvents, optimisticErrorMessageId", one store for the remote.
 * Decisions: the optimistic messages of each thread sit beside it (`optimisticMessages`), so several
 * can wait or fail; `optimisticErrorMessageId` is the one the member last saw fail; `chatEvents` records
 * what happened in the open thread (sent, failed, agent message) for the live announcement.
 */
export interface MessagesState {
  threadId: string | null;
  agent: ThreadAgent | null;
  threadHistory: ThreadMessage[];
  isConciergeOnline: boolean;
  showExpandedOfflineMessage: boolean;
  isAutomaticScrollingEnabled: boolean;
  isClosed: boolean;
  unreadThreadIds: string[];
  isProcessing: boolean;
  chatEvents: { type: 'sent' | 'failed' | 'agentMessage'; messageId: string }[];
  optimisticErrorMessageId: string | null;
  optimisticMessages: Record<string, OptimisticMessage[]>;
  failedMessageIds: string[];
}

export const INITIAL_MESSAGES_STATE: MessagesState = {
  threadId: null,
  agent: null,
  threadHistory: [],
  isConciergeOnline: true,
  showExpandedOfflineMessage: true,
  isAutomaticScrollingEnabled: true,
  isClosed: false,
  unreadThreadIds: [],
  isProcessing: false,
  chatEvents: [],
  optimisticErrorMessageId: null,
  optimisticMessages: {},
  failedMessageIds: [],
};

/** §4 "Resetting the messages state keeps the unread ids and the scroll setting." Pending sends stay too (they belong to their threads). */
export function resetMessagesState(state: MessagesState): MessagesState {
  return {
    ...INITIAL_MESSAGES_STATE,
    unreadThreadIds: state.unreadThreadIds,
    isAutomaticScrollingEnabled: state.isAutomaticScrollingEnabled,
    optimisticMessages: state.optimisticMessages,
    failedMessageIds: state.failedMessageIds,
  };
}

export function addOptimistic(state: MessagesState, threadId: string, message: OptimisticMessage): Partial<MessagesState> {
  return {
    optimisticMessages: { ...state.optimisticMessages, [threadId]: [...(state.optimisticMessages[threadId] ?? []), message] },
    failedMessageIds: state.failedMessageIds.filter((id) => id !== message.id),
    chatEvents: [...state.chatEvents, { type: 'sent', messageId: message.id }],
    isProcessing: true,
  };
}

/** §4 "An error can mark that message by its id (optimisticErrorMessageId)": the message stays with its text and attachments. */
export function markOptimisticFailed(state: MessagesState, messageId: string): Partial<MessagesState> {
  return {
    optimisticErrorMessageId: messageId,
    failedMessageIds: [...state.failedMessageIds.filter((id) => id !== messageId), messageId],
    chatEvents: [...state.chatEvents, { type: 'failed', messageId }],
    isProcessing: false,
  };
}

export function removeOptimistic(state: MessagesState, threadId: string, messageId: string): Partial<MessagesState> {
  return {
    optimisticMessages: { ...state.optimisticMessages, [threadId]: (state.optimisticMessages[threadId] ?? []).filter((message) => message.id !== messageId) },
    failedMessageIds: state.failedMessageIds.filter((id) => id !== messageId),
    optimisticErrorMessageId: state.optimisticErrorMessageId === messageId ? null : state.optimisticErrorMessageId,
    isProcessing: false,
  };
}

/** The remote's one store; module-level, so it lives (in memory only) while the member moves between tabs. */
export const messagesStore = createStore<MessagesState>(() => INITIAL_MESSAGES_STATE);

export const useMessagesState = <T,>(select: (state: MessagesState) => T): T => useStore(messagesStore, select);

/**
 * What the member typed in each thread's composer (and the new-conversation form, key `new`): kept in
 * memory so it survives switching tabs and a failed send, never in browser storage (health data).
 */
export const draftsStore = createStore<Record<string, string>>(() => ({}));
export const useDraft = (key: string): [string, (value: string) => void] => [
  useStore(draftsStore, (drafts) => drafts[key] ?? ''),
  (value: string) => draftsStore.setState({ [key]: value }),
];
