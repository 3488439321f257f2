import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@member/shared-contracts/http';
import { conciergeTicketsQueryKey } from '@member/shared-contracts/messaging';
import { ACCOUNT_ID, renderMessages, ticket } from '../testing/render-messages';
import { clearAnnouncements } from '@member/ui';
import { draftsStore } from '../common/messages.store';

const chat = (extra: Record<string, unknown> = {}) => ({
  id: 't1', status: 'open', subject: 'HRA balance', agent: '381000001', hasUnreadMessages: true, servicesRequested: [], createdAt: '2026-03-02T14:00:00.000Z', updatedAt: '2026-03-02T15:00:00.000Z',
  messages: [
    { id: 'm1', content: 'How much is left?', agent: null, createdAt: '2026-03-02T14:00:00.000Z', attachments: [] },
    { id: 'm2', content: 'You have $1,250.00 left.', agent: '381000001', createdAt: '2026-03-02T15:00:00.000Z', attachments: [{ filename: 'eob.pdf', type: 'application/pdf', url: 'http://api/zendesk/v2/attachments/abc' }] },
  ],
  ...extra,
});

/** What react-aria's shared announcer holds in its polite log (each entry is one announcement). */
const politeAnnouncements = () => Array.from(document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *'), (entry) => entry.textContent).filter(Boolean);

const schedule = { isOnline: true, timeZone: 'America/Chicago', hours: [] };

function apiWith(getChat: () => unknown) {
  return jest.fn(async (path: string) => {
    if (path === '/chats/t1') return getChat();
    if (path === '/concierge-schedule') return schedule;
    throw new Error(`unexpected GET ${path}`);
  });
}

describe('thread view (/messages/{threadId})', () => {
  beforeEach(() => draftsStore.setState({}, true));
  // What a test announced lands a moment later (`announce` waits for its region): let it land, then empty it.
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    clearAnnouncements();
  });

  it('shows the history with agent name and openable attachments, and marks the thread read (tickets query too)', async () => {
    const patch = jest.fn().mockResolvedValue({ createdAt: 'x', updatedAt: 'y' });
    const view = await renderMessages('/messages/t1', { get: apiWith(() => chat()), patch });
    view.props.queryClient.setQueryData(conciergeTicketsQueryKey(ACCOUNT_ID), { items: [ticket('t1', 'HRA balance', { has_unread_messages: true })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'HRA balance' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Conversation history' });
    expect(within(history).getByText('You have $1,250.00 left.')).toBeInTheDocument();
    expect(within(history).getByText('Alex Rivera')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Open eob.pdf (application/pdf) (opens in a new tab)' })).toHaveAttribute('href', 'http://api/zendesk/v2/attachments/abc');
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/chats/t1', expect.objectContaining({ query: { account_id: ACCOUNT_ID }, body: { hasUnreadMessages: false } })));
    expect(view.props.queryClient.getQueryData<{ items: { has_unread_messages: boolean }[] }>(conciergeTicketsQueryKey(ACCOUNT_ID))?.items[0]?.has_unread_messages).toBe(false);
  });

  it("titles the page with the conversation's subject (WCAG 2.4.2)", async () => {
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })) });
    await screen.findByRole('heading', { level: 1, name: 'HRA balance' });
    expect(document.title).toBe('HRA balance · Concierge conversation');
  });

  it('sends optimistically; a failure marks the message by id and keeps it; Retry delivers it; Remove drops it', async () => {
    const user = userEvent.setup();
    const post = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(500, 'down', new Headers()))
      .mockResolvedValueOnce(chat({ hasUnreadMessages: false, messages: [...chat().messages, { id: 'm3', content: 'Thanks!', agent: null, createdAt: '2026-03-02T16:00:00.000Z', attachments: [] }] }));
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })), post, patch: jest.fn() });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(post).toHaveBeenCalledWith('/chats/t1/messages', expect.objectContaining({ body: { content: 'Thanks!' }, retry: { retries: 3, factor: 1.5, minTimeoutMs: 1000 } }));
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
    expect(screen.getAllByText('Thanks!')).toHaveLength(1);
  });

  it('says "Message sent." once, politely, when the server has the reply (and nothing while it is on its way)', async () => {
    const user = userEvent.setup();
    let accept: (value: unknown) => void = () => undefined;
    const post = jest.fn().mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })), post, patch: jest.fn() });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(politeAnnouncements()).toEqual([]);
    await act(async () => accept(chat({ hasUnreadMessages: false, messages: [...chat().messages, { id: 'm3', content: 'Thanks!', agent: null, createdAt: '2026-03-02T16:00:00.000Z', attachments: [] }] })));
    await waitFor(() => expect(politeAnnouncements()).toEqual(['Message sent.']));
  });

  it('keeps what was typed in memory for the thread (another mount of the screen finds it)', async () => {
    const user = userEvent.setup();
    const first = await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })) });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Half a thought');
    first.unmount();
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })) });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('explains a refused file and keeps the message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })) });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'See attached');
    await user.upload(screen.getByLabelText(/Attach files/), new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("virus.exe can't be attached: only photos (JPEG, PNG, HEIC, WebP) and PDF files can be sent.");
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('See attached');
  });

  it('judges a file by its first bytes: a program named invoice.pdf is refused before upload, a real PDF uploads as one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const post = jest.fn().mockResolvedValue({ upload: { token: 'tok-1', attachment: { file_name: 'bill.pdf', content_type: 'application/pdf', size: 9 } } });
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ hasUnreadMessages: false })), post, patch: jest.fn() });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'See attached');
    await user.upload(screen.getByLabelText(/Attach files/), [
      new File(['MZ\u0090\u0000 This program cannot be run in DOS mode.'], 'invoice.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4\n'], 'bill.pdf', { type: '' }),
      new File(['%PDF-1.4\n'], 'invoice\u202efdp.exe', { type: 'application/pdf' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("invoice.pdf can't be attached: it is named like a photo or a PDF, but its content is neither.");
    // The override is shown as U+FFFD, so it cannot reverse the sentence around it.
    expect(alert).toHaveTextContent("invoice\ufffdfdp.exe can't be attached: rename it with up to 120 characters, without slashes or hidden control characters.");
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/zendesk/v2/uploads.json', expect.objectContaining({ query: { filename: 'bill.pdf' }, headers: { 'content-type': 'application/pdf', 'accept-version': '1' } }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('See attached');
    // How the upload ended is said once through the shared announcer, not by a status region born filled.
    await waitFor(() => expect(politeAnnouncements()).toEqual(['bill.pdf is attached and ready to send.']));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).queryByRole('status')).toBeNull();
  });

  it('a closed thread is read-only and offers a new conversation', async () => {
    await renderMessages('/messages/t1', { get: apiWith(() => chat({ status: 'Closed', hasUnreadMessages: false })) });
    expect(await screen.findByRole('heading', { name: 'This conversation is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New conversation' })).toHaveAttribute('href', '/messages/new');
  });

  it('a 404 says the conversation is gone', async () => {
    await renderMessages('/messages/t1', {
      get: apiWith(() => {
        throw new HttpError(404, 'Chat t1 not found', new Headers());
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation is gone' })).toBeInTheDocument();
  });

  it('another member’s conversation (403) is not found either: the same state, with no Try again', async () => {
    const get = apiWith(() => {
      throw new HttpError(403, 'The chat belongs to another account', new Headers());
    });
    await renderMessages('/messages/t1', { get });
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation is gone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(get.mock.calls.filter(([path]) => String(path).startsWith('/chats/'))).toHaveLength(1);
  });

  it('shows the offline message, expanded with the hours after 450 ms', async () => {
    jest.useFakeTimers();
    try {
      const get = jest.fn(async (path: string) =>
        path === '/concierge-schedule' ? { isOnline: false, timeZone: 'America/Chicago', hours: [{ dayOfWeek: 1, opens: '07:00', closes: '19:00' }] } : chat({ hasUnreadMessages: false }),
      );
      await renderMessages('/messages/t1', { get });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByRole('heading', { name: 'The concierge is offline right now' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Concierge opening hours' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(450);
      });
      expect(screen.getByRole('list', { name: 'Concierge opening hours' })).toHaveTextContent('Monday: 7:00 AM – 7:00 PM (America/Chicago)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the survey under a closed thread once; only the survey origin completes it', async () => {
    window.localStorage.clear();
    const user = userEvent.setup();
    const origin = 'http://survey.test';
    const get = apiWith(() => chat({ status: 'closed', hasUnreadMessages: false }));
    const first = await renderMessages('/messages/t1', { get }, { showNpsSurvey: true }, { surveyOrigin: origin });
    await user.click(await screen.findByRole('button', { name: 'Take the survey' }));
    expect(screen.getByTitle('Concierge survey')).toHaveAttribute('src', 'http://survey.test/nps?lang=en-US');
    const completed = { type: 'member-nps-survey', status: 'completed', score: 9 };
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.test', data: completed })));
    expect(screen.queryByText('Thank you for your answer')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data: { ...completed, score: 'ten' } })));
    expect(screen.queryByText('Thank you for your answer')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data: completed })));
    expect(screen.getByText('Thank you for your answer')).toBeInTheDocument();
    first.unmount();
    // Offered once in the period: not again on this device.
    await renderMessages('/messages/t1', { get }, { showNpsSurvey: true }, { surveyOrigin: origin });
    expect(await screen.findByRole('heading', { name: 'This conversation is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the survey' })).not.toBeInTheDocument();
  });
});
