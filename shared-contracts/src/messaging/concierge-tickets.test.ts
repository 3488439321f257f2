import type { HttpClient } from '../http/http-client';
import { conciergeTicketsQueryKey, fetchConciergeTickets, markTicketRead, unreadThreadCount } from './concierge-tickets';

const ticket = (id: string, unread: boolean) => ({ id, status: 'open', agent: null, subject: 'Question', updated_at: '2026-01-02T10:00:00Z', has_unread_messages: unread });

describe('concierge tickets: the one query the tab, the badge and the thread list share', () => {
  it("asks GET /concierge-tickets for the member's account and answers the checked list", async () => {
    const body = { items: [ticket('a', true), ticket('b', false)] };
    const get = jest.fn().mockResolvedValue(body);
    const signal = new AbortController().signal;
    await expect(fetchConciergeTickets({ get } as unknown as HttpClient, '200001', signal)).resolves.toEqual(body);
    expect(get).toHaveBeenCalledWith('/concierge-tickets', { query: { account_id: '200001' }, signal });
  });

  it('refuses a malformed answer', async () => {
    for (const answer of [{ items: [{ id: 1 }] }, null, { nope: true }]) {
      const http = { get: jest.fn().mockResolvedValue(answer) } as unknown as HttpClient;
      await expect(fetchConciergeTickets(http, '200001')).rejects.toThrow('Malformed');
    }
  });

  it('counts the threads with unread messages', () => {
    expect(unreadThreadCount({ items: [ticket('a', true), ticket('b', false), ticket('c', true)] })).toBe(2);
    expect(unreadThreadCount({ items: [] })).toBe(0);
  });

  it('marks one thread read in the cached answer (the count drops by one), leaving the others', () => {
    const before = { items: [ticket('a', true), ticket('c', true)] };
    const after = markTicketRead('a')(before);
    expect(after && unreadThreadCount(after)).toBe(1);
    expect(after?.items[1]).toEqual(ticket('c', true));
    expect(before.items[0]?.has_unread_messages).toBe(true);
    expect(markTicketRead('a')(undefined)).toBeUndefined();
  });

  it('keys the query by account, under the member API', () => {
    expect(conciergeTicketsQueryKey('200001')).toEqual(['member-api', 'concierge-tickets', '200001']);
  });
});
