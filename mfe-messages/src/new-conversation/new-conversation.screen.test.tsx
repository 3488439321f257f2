import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@member/shared-contracts/http';
import { clearAnnouncements } from '@member/ui';
import { renderMessages } from '../testing/render-messages';

const get = jest.fn(async () => ({ isOnline: true, timeZone: 'UTC', hours: [] }));

/** What react-aria's shared announcer holds in its polite log (each entry is one announcement). */
const politeAnnouncements = () => Array.from(document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *'), (entry) => entry.textContent).filter(Boolean);

describe('new conversation', () => {
  it('with messageRoutingUX, /get-support asks for a category first', async () => {
    await renderMessages('/get-support', { get }, { messageRoutingUX: true });
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/get-support/claims');
  });

  it('posts the chat with category tags, origin and useChatbot, and opens it', async () => {
    const user = userEvent.setup();
    const post = jest.fn().mockResolvedValue({ id: 'new-1', status: 'open', subject: 'Status of a claim', messages: [], agent: null, hasUnreadMessages: false, servicesRequested: [], createdAt: 'x', updatedAt: 'x' });
    const view = await renderMessages('/get-support/claims/claim_status', { get, post }, { messageRoutingUX: true, chatbotUX: true });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Status of a claim');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'When will it be paid?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(view.navigations).toContain('/messages/new-1'));
    expect(post).toHaveBeenCalledWith('/chats', expect.objectContaining({
      query: { account_id: 'acc-1' },
      body: { content: 'When will it be paid?', subject: 'Status of a claim', attachments: [], tags: ['claims', 'claim_status'], customFields: { originatedFrom: 'ui-member' }, useChatbot: true },
    }));
  });

  it('the thread it opens says "Message sent." once it is on screen, not the form that leaves', async () => {
    const user = userEvent.setup();
    const created = { id: 'new-2', status: 'open', subject: 'Help', messages: [{ id: 'm1', content: 'Hi', agent: null, createdAt: '2026-03-02T14:00:00.000Z', attachments: [] }], agent: null, hasUnreadMessages: false, servicesRequested: [], createdAt: '2026-03-02T14:00:00.000Z', updatedAt: '2026-03-02T14:00:00.000Z' };
    const post = jest.fn().mockResolvedValue(created);
    const read = jest.fn(async (path: string) => (path === '/chats/new-2' ? created : { isOnline: true, timeZone: 'UTC', hours: [] }));
    const view = await renderMessages('/messages/new', { get: read, post, patch: jest.fn() });
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Help');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(view.navigations).toContain('/messages/new-2'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(politeAnnouncements()).toEqual([]);
    view.rerenderAt('/messages/new-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    await waitFor(() => expect(politeAnnouncements()).toEqual(['Message sent.']));
    view.rerenderAt('/messages/new');
    view.rerenderAt('/messages/new-2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(politeAnnouncements()).toEqual(['Message sent.']);
    clearAnnouncements();
  });

  it('a 422 shows the invalid-tag error with the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const post = jest.fn().mockRejectedValue(new HttpError(422, 'Tag "x" is not valid', new Headers()));
    await renderMessages('/messages/new', { get, post });
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Help');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: "We couldn't start this conversation" })).toBeInTheDocument();
    expect(screen.getByText('Tag "x" is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Keep me');
  });
});
