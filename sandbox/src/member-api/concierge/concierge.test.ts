import { ATTACHMENT_MAX_BYTES } from '@member/shared-contracts/uploads';
import { CHAT_ORIGIN_MARKER, CHAT_TAGS_MAX } from '@member/shared-contracts/messaging';
import { startMemberApiHarness, type MemberApiHarness } from '../../testing/member-api-harness';
import { tinyPdf } from '../../seed/concierge-threads';
import { HTML_PAGE, TINY_PNG, WINDOWS_PROGRAM } from '../../testing/attachment-samples';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };

describe('member API: the concierge (member-features §7)', () => {
  let api: MemberApiHarness;
  let maria: string;
  let james: string;

  beforeAll(async () => {
    api = await startMemberApiHarness();
    maria = await api.tokenOf(MARIA.email);
    james = await api.tokenOf(JAMES.email);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await api.app.memberApi.reset();
  });

  const upload = (token: string, options: { name?: string; type?: string; body?: Uint8Array; version?: string | null } = {}) =>
    api.call({
      method: 'POST',
      url: `/zendesk/v2/uploads.json?filename=${encodeURIComponent(options.name ?? 'bill.pdf')}`,
      token,
      headers: { 'content-type': options.type ?? 'application/pdf', ...(options.version === null ? {} : { 'accept-version': options.version ?? '1' }) },
      payload: options.body ?? tinyPdf('Bill'),
    });

  it("seeds Maria's four threads (two unread, one closed, one chatbot, one attachment) and one for every other member", async () => {
    const tickets = (await api.call({ url: `/concierge-tickets?account_id=${MARIA.accountId}`, token: maria })).json().items as { id: string; status: string; has_unread_messages: boolean }[];
    expect(tickets.map((ticket) => ticket.id)).toEqual(['ticket-200001-1', 'ticket-200001-2', 'ticket-200001-4', 'ticket-200001-3']);
    expect(tickets.filter((ticket) => ticket.has_unread_messages)).toHaveLength(2);
    expect(tickets.find((ticket) => ticket.id === 'ticket-200001-3')?.status).toBe('closed');
    const chatbot = (await api.call({ url: `/chats/ticket-200001-4?accountId=${MARIA.accountId}`, token: maria })).json();
    expect(chatbot.isChatbot).toBe(true);
    const closed = (await api.call({ url: `/chats/ticket-200001-3?accountId=${MARIA.accountId}`, token: maria })).json();
    expect(closed.messages[0].attachments).toEqual([{ filename: 'visit-receipt.pdf', type: 'application/pdf', url: expect.stringMatching(/\/zendesk\/v2\/attachments\/[0-9a-f]{32}$/) }]);
    const file = await fetch(closed.messages[0].attachments[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await api.call({ url: `/concierge-tickets?account_id=${JAMES.accountId}`, token: james })).json().items).toHaveLength(1);
  });

  it('reads a chat and marks it read with PATCH (the ticket list follows)', async () => {
    const chat = (await api.call({ url: `/chats/ticket-200001-1?accountId=${MARIA.accountId}`, token: maria })).json();
    expect(chat).toMatchObject({ id: 'ticket-200001-1', status: 'open', subject: 'Question about my HRA balance', hasUnreadMessages: true, agent: '381000001' });
    expect(chat.messages.map((message: { agent: string | null }) => message.agent)).toEqual([null, '381000001']);
    const patched = await api.call({ method: 'PATCH', url: `/chats/ticket-200001-1?account_id=${MARIA.accountId}`, token: maria, payload: { hasUnreadMessages: false } });
    expect(patched.statusCode).toBe(200);
    expect(Object.keys(patched.json())).toEqual(['createdAt', 'updatedAt']);
    const tickets = (await api.call({ url: `/concierge-tickets?account_id=${MARIA.accountId}`, token: maria })).json().items as { id: string; has_unread_messages: boolean }[];
    expect(tickets.find((ticket) => ticket.id === 'ticket-200001-1')?.has_unread_messages).toBe(false);
  });

  it('creates a chat with an uploaded PDF, its tags and origin; the chatbot answers at once when asked', async () => {
    const uploaded = await upload(maria);
    expect(uploaded.statusCode).toBe(201);
    const { token, attachment } = uploaded.json().upload;
    expect(attachment.file_name).toBe('bill.pdf');
    const created = await api.call({
      method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria,
      payload: { content: 'Hola', subject: 'Claims', attachments: [token], tags: ['claims', 'spanish'], customFields: { originatedFrom: 'ui-member' }, useChatbot: true },
    });
    expect(created.statusCode).toBe(201);
    const chat = created.json();
    expect(chat.messages[0]).toMatchObject({ content: 'Hola', agent: null, attachments: [{ filename: 'bill.pdf', type: 'application/pdf' }] });
    expect(chat.messages[1]).toMatchObject({ agent: '381000099', isChatbot: true });
    expect(chat.messages[1].content).toMatch(/Asistente/);
    // The member asks for a person: the chatbot's hand-off note is internal.
    await api.call({ method: 'PATCH', url: `/chats/${chat.id}?account_id=${MARIA.accountId}`, token: maria, payload: { useChatbot: false } });
    const outside = (await api.call({ url: `/chats/${chat.id}?accountId=${MARIA.accountId}`, token: maria })).json();
    const inside = (await api.call({ url: `/chats/${chat.id}?accountId=${MARIA.accountId}&allowChatbotInternalMessages=true`, token: maria })).json();
    expect(outside.isChatbot).toBeUndefined();
    expect(inside.messages).toHaveLength(outside.messages.length + 1);
  });

  it('sends a message to a thread; a closed thread refuses one (409)', async () => {
    const sent = await api.call({ method: 'POST', url: `/chats/ticket-200001-2/messages?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'Yes please' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().messages.at(-1)).toMatchObject({ content: 'Yes please', agent: null });
    const closed = await api.call({ method: 'POST', url: `/chats/ticket-200001-3/messages?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'One more' } });
    expect(closed.statusCode).toBe(409);
  });

  it('answers the schedule, offline when forced, and fails the next N sends with 500', async () => {
    expect((await api.call({ url: '/concierge-schedule', token: maria })).json()).toMatchObject({ isOnline: true, timeZone: 'America/Chicago' });
    api.app.memberApi.concierge.availability = 'offline';
    expect((await api.call({ url: '/concierge-schedule', token: maria })).json().isOnline).toBe(false);
    api.app.memberApi.concierge.failNextSends(2);
    const send = () => api.call({ method: 'POST', url: `/chats/ticket-200001-2/messages?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'Retry me' } });
    expect((await send()).statusCode).toBe(500);
    expect((await send()).statusCode).toBe(500);
    expect((await send()).statusCode).toBe(200);
  });

  describe('refusals', () => {
    it("403 for another member's chat, account or upload", async () => {
      expect((await api.call({ url: `/chats/ticket-200001-1?accountId=${JAMES.accountId}`, token: james })).statusCode).toBe(403);
      expect((await api.call({ url: `/chats/ticket-200001-1?accountId=${MARIA.accountId}`, token: james })).statusCode).toBe(403);
      expect((await api.call({ method: 'PATCH', url: `/chats/ticket-200001-1?account_id=${JAMES.accountId}`, token: james, payload: { hasUnreadMessages: false } })).statusCode).toBe(403);
      expect((await api.call({ method: 'POST', url: `/chats/ticket-200001-1/messages?account_id=${JAMES.accountId}`, token: james, payload: { content: 'x' } })).statusCode).toBe(403);
      expect((await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: james, payload: { content: 'x', subject: 'y' } })).statusCode).toBe(403);
      // Maria's upload cannot be attached by James (400: not one of his uploads).
      const { token } = (await upload(maria)).json().upload;
      const stolen = await api.call({ method: 'POST', url: `/chats/ticket-200002-1/messages?account_id=${JAMES.accountId}`, token: james, payload: { content: 'x', attachments: [token] } });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().message).toMatch(/Unknown or already sent upload/);
    });

    it('401 without a token, 404 for an unknown chat', async () => {
      expect((await api.call({ url: `/chats/ticket-200001-1?accountId=${MARIA.accountId}` })).statusCode).toBe(401);
      expect((await api.call({ url: '/concierge-schedule' })).statusCode).toBe(401);
      expect((await upload('')).statusCode).toBe(401);
      const missing = await api.call({ url: `/chats/ticket-nope?accountId=${MARIA.accountId}`, token: maria });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Chat ticket-nope not found');
    });

    it('400 with a message for bad input, 422 for an invalid tag', async () => {
      const empty = await api.call({ method: 'POST', url: `/chats/ticket-200001-2/messages?account_id=${MARIA.accountId}`, token: maria, payload: { content: '   ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/Write a message/);
      expect((await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'x' } })).statusCode).toBe(400);
      expect((await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'x', subject: 'y', spy: 1 } })).statusCode).toBe(400);
      expect((await api.call({ method: 'POST', url: '/chats', token: maria, payload: { content: 'x', subject: 'y' } })).statusCode).toBe(400);
      expect((await api.call({ method: 'PATCH', url: `/chats/ticket-200001-1?account_id=${MARIA.accountId}`, token: maria, payload: { status: 'closed' } })).statusCode).toBe(400);
      const tag = await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'x', subject: 'y', tags: ['Not A Tag'] } });
      expect(tag.statusCode).toBe(422);
      expect(tag.json().message).toMatch(/Tag "Not A Tag" is not valid/);
      expect((await upload(maria, { name: '../x.pdf' })).statusCode).toBe(400);
      expect((await upload(maria, { version: null })).statusCode).toBe(400);
      expect((await upload(maria, { body: new Uint8Array(0) })).statusCode).toBe(400);
    });

    it('refuses more than CHAT_TAGS_MAX tags (400) and keeps originatedFrom as the server sets it, whatever the member sent', async () => {
      const tooMany = await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'x', subject: 'y', tags: Array.from({ length: CHAT_TAGS_MAX + 1 }, (_, index) => `tag-${index}`) } });
      expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, `tags: At most ${CHAT_TAGS_MAX} tags`]);
      const spoofed = await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'x', subject: 'y', tags: ['claims'], customFields: { originatedFrom: 'agent-console' } } });
      expect(spoofed.statusCode).toBe(201);
      const [row] = await api.database.query<{ custom_fields: unknown }>('SELECT custom_fields FROM concierge_tickets WHERE id = $1', [spoofed.json().id]);
      expect(row?.custom_fields).toEqual({ originatedFrom: CHAT_ORIGIN_MARKER });
    });

    it('413 for a file over the cap, 415 for a type that is not an image or PDF', async () => {
      const big = await upload(maria, { body: new Uint8Array(ATTACHMENT_MAX_BYTES + 1) });
      expect(big.statusCode).toBe(413);
      const zip = await upload(maria, { type: 'application/zip', name: 'x.zip', body: new Uint8Array([1, 2, 3]) });
      expect(zip.statusCode).toBe(415);
    });

    it('judges a file by its bytes (415 when it is not what it says) and refuses a name with a bidi override (400)', async () => {
      const program = await upload(maria, { name: 'invoice.pdf', type: 'application/pdf', body: WINDOWS_PROGRAM });
      expect([program.statusCode, program.json().message]).toEqual([415, expect.stringMatching(/not what its type says/)]);
      expect((await upload(maria, { name: 'photo.jpg', type: 'image/jpeg', body: HTML_PAGE })).statusCode).toBe(415);
      expect((await upload(maria, { name: 'invoice\u202efdp.exe' })).statusCode).toBe(400);
      const renamed = await upload(maria, { name: 'photo.jpg', type: 'image/jpeg', body: TINY_PNG });
      expect([renamed.statusCode, renamed.json().upload.attachment.content_type]).toEqual([201, 'image/png']);
    });

    it('serves a sent attachment as a download that no browser renders or sniffs in the API origin', async () => {
      const base = await (await import('../../testing/http-test-client')).httpTestClient(api.app).baseUrl();
      const { token } = (await upload(maria, { name: "Maria's bill (1).pdf" })).json().upload;
      const sent = await api.call({ method: 'POST', url: `/chats?account_id=${MARIA.accountId}`, token: maria, payload: { content: 'My bill', subject: 'Bill', attachments: [token] } });
      expect(sent.statusCode).toBe(201);
      const file = await fetch(`${base}/zendesk/v2/attachments/${token}`);
      expect(file.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'].map((name) => [name, file.headers.get(name)]))).toEqual({
        'content-type': 'application/pdf',
        'content-disposition': "attachment; filename*=UTF-8''Maria%27s%20bill%20%281%29.pdf",
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
    });

    it('serves only attachments of sent messages, by a well-formed token', async () => {
      const base = await (await import('../../testing/http-test-client')).httpTestClient(api.app).baseUrl();
      const { token } = (await upload(maria)).json().upload;
      expect((await fetch(`${base}/zendesk/v2/attachments/${token}`)).status).toBe(404);
      expect((await fetch(`${base}/zendesk/v2/attachments/not-a-token`)).status).toBe(404);
    });
  });
});
