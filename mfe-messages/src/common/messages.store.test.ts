import { INITIAL_MESSAGES_STATE, addOptimistic, markOptimisticFailed, removeOptimistic, resetMessagesState, type MessagesState } from './messages.store';
import { isConciergeOnline } from './messages-api.resource';

const message = { id: 'optimistic-1', body: 'Hello', attachments: [{ name: 'a.pdf', type: 'application/pdf', token: 't' }], timestamp: '2026-03-01T00:00:00.000Z' };

describe('messages state', () => {
  it('has the spec defaults', () => {
    expect(INITIAL_MESSAGES_STATE).toMatchObject({ showExpandedOfflineMessage: true, isAutomaticScrollingEnabled: true, optimisticErrorMessageId: null });
    // isConciergeOnline is the schedule's answer, online until it has one.
    expect(isConciergeOnline(undefined)).toBe(true);
  });

  it('reset keeps the unread ids and the scroll setting, and forgets the rest', () => {
    const used: MessagesState = {
      ...INITIAL_MESSAGES_STATE,
      unreadThreadIds: ['t2'],
      isAutomaticScrollingEnabled: false,
      optimisticErrorMessageId: 'x',
      chatEvents: [{ type: 'sent', messageId: 'x' }],
    };
    expect(resetMessagesState(used)).toEqual({ ...INITIAL_MESSAGES_STATE, unreadThreadIds: ['t2'], isAutomaticScrollingEnabled: false });
  });

  it('marks a failed optimistic message by its id, keeps it, and removes it on request', () => {
    let state: MessagesState = { ...INITIAL_MESSAGES_STATE, ...addOptimistic(INITIAL_MESSAGES_STATE, 't1', message) };
    expect(state.optimisticMessages.t1).toEqual([message]);
    state = { ...state, ...markOptimisticFailed(state, 'optimistic-1') };
    expect(state.optimisticErrorMessageId).toBe('optimistic-1');
    expect(state.failedMessageIds).toEqual(['optimistic-1']);
    expect(state.optimisticMessages.t1?.[0]?.body).toBe('Hello');
    state = { ...state, ...removeOptimistic(state, 't1', 'optimistic-1') };
    expect(state.optimisticMessages.t1).toEqual([]);
    expect(state.optimisticErrorMessageId).toBeNull();
  });
});
