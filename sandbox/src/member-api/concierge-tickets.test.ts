import { useMemberApiHarness } from '../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };

describe('member API: GET /concierge-tickets', () => {
  const api = useMemberApiHarness();

  it("answers the member's tickets, two of Maria's four with unread messages", async () => {
    const response = await api.call({ url: `/concierge-tickets?account_id=${MARIA.accountId}`, token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { id: string; has_unread_messages: boolean; updated_at: string }[] };
    expect(items).toHaveLength(4);
    expect(items.filter((ticket) => ticket.has_unread_messages).map((ticket) => ticket.id)).toEqual(['ticket-200001-1', 'ticket-200001-2']);
    expect(items[0]?.updated_at).toBe('2026-03-02T15:00:00.000Z');
  });

  it("answers only the member's own tickets", async () => {
    const response = await api.call({ url: `/concierge-tickets?account_id=${JAMES.accountId}`, token: await api.tokenOf(JAMES.email) });
    expect(response.json().items.map((ticket: { id: string }) => ticket.id)).toEqual(['ticket-200002-1']);
  });

  it("refuses another member's account, a missing account_id and a missing token", async () => {
    const token = await api.tokenOf(JAMES.email);
    expect((await api.call({ url: `/concierge-tickets?account_id=${MARIA.accountId}`, token })).statusCode).toBe(403);
    expect((await api.call({ url: '/concierge-tickets', token })).statusCode).toBe(422);
    expect((await api.call({ url: `/concierge-tickets?account_id=${MARIA.accountId}` })).statusCode).toBe(401);
  });
});
