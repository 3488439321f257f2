import { screen, within } from '@testing-library/react';
import { renderMessages, ticket } from '../testing/render-messages';

describe('thread list (/messages)', () => {
  it('lists threads newest first, marks unread in text and the chatbot, sets closed ones apart', async () => {
    const get = jest.fn(async (path: string) => {
      if (path === '/concierge-tickets')
        return {
          items: [
            ticket('t-old', 'Older question', { updated_at: '2026-02-01T10:00:00.000Z' }),
            ticket('t-new', 'Newest question', { has_unread_messages: true }),
            ticket('t-bot', 'Bot question', { updated_at: '2026-02-15T10:00:00.000Z', is_chatbot: true, agent: '381000099' }),
            ticket('t-closed', 'Done question', { status: 'CLOSED' }),
          ],
        };
      if (path === '/concierge-schedule') return { isOnline: true, timeZone: 'America/Chicago', hours: [] };
      throw new Error(`unexpected ${path}`);
    });
    await renderMessages('/messages', { get });
    const open = await screen.findByRole('region', { name: 'Conversations (3)' });
    const links = within(open).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Newest question.*Unread.*Alex Rivera/),
      expect.stringMatching(/^Bot question.*Concierge team.*Chatbot/),
      expect.stringMatching(/^Older question/),
    ]);
    expect(links[0]).toHaveAttribute('href', '/messages/t-new');
    expect(links[2]?.textContent).not.toMatch(/Unread/);
    const closed = screen.getByRole('region', { name: 'Closed conversations' });
    expect(within(closed).getByRole('link').textContent).toMatch(/Done question.*Status: closed/);
  });

  it('offers to start a conversation when there is none, through /get-support with messageRoutingUX', async () => {
    const get = jest.fn(async (path: string) => (path === '/concierge-tickets' ? { items: [] } : { isOnline: true, timeZone: 'UTC', hours: [] }));
    await renderMessages('/messages', { get }, { messageRoutingUX: true });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New conversation' })).toHaveAttribute('href', '/get-support');
  });
});
