import { unreadTicketIds } from './concierge-tickets';

const ticket = (id: string, unread: boolean) => ({ id, status: 'open', agent: null, subject: 'Question', updated_at: '2026-01-02T10:00:00Z', has_unread_messages: unread });

describe('unreadTicketIds', () => {
  it('gives the ids of the tickets with unread messages', () => {
    expect(unreadTicketIds({ items: [ticket('a', true), ticket('b', false), ticket('c', true)] })).toEqual(['a', 'c']);
    expect(unreadTicketIds({ items: [] })).toEqual([]);
  });

  it('refuses a malformed answer', () => {
    expect(() => unreadTicketIds({ items: [{ id: 1 }] })).toThrow('Malformed');
    expect(() => unreadTicketIds(null)).toThrow('Malformed');
  });
});
