import type { FastifyInstance } from 'fastify';
import { z } from '../zod';
import type { MemberApiHandle } from '../member-api/server';
import { findChat, updateChat } from '../member-api/concierge/chats-repository';

const availability = z.object({ availability: z.enum(['online', 'offline', 'hours']) });
const agentReply = z.object({ content: z.string().check(z.minLength(1), z.maxLength(5000)) });
const failingSends = z.object({ count: z.number().check(z.int(), z.gte(0), z.lte(100)) });

/**
 * TEST-ONLY control of the sandbox concierge (member-features §7):
 *   PUT  /concierge/availability          `{ availability: online | offline | hours }` (online is the default)
 *   PUT  /concierge/failing-sends         `{ count }`: the next `count` message sends answer 500
 *   POST /concierge/chats/:id/agent-reply `{ content }`: the agent writes to the chat now
 *   POST /concierge/chats/:id/close       the help desk closes the chat
 *   GET  /concierge/chats/:id             the stored chat with its tags and custom fields
 *   GET  /concierge/accounts/:accountId/latest-chat   the account's newest chat, the same way
 */
export function registerConciergeControl(app: FastifyInstance, memberApi: MemberApiHandle): void {
  const { concierge, database } = memberApi;

  app.put('/concierge/availability', async (request, reply) => {
    const parsed = availability.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ message: 'Body must be { availability: "online" | "offline" | "hours" }' });
    concierge.availability = parsed.data.availability;
    return concierge.schedule();
  });

  app.put('/concierge/failing-sends', async (request, reply) => {
    const parsed = failingSends.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ message: 'Body must be { count } with 0 <= count <= 100' });
    concierge.failNextSends(parsed.data.count);
    return { count: parsed.data.count };
  });

  app.post<{ Params: { id: string } }>('/concierge/chats/:id/agent-reply', async (request, reply) => {
    const parsed = agentReply.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ message: 'Body must be { content }' });
    if (!(await findChat(database, request.params.id, { baseUrl: '', includeInternal: false }))) return reply.status(404).send({ message: 'No such chat' });
    return { messageId: await concierge.reply(request.params.id, parsed.data.content) };
  });

  app.post<{ Params: { id: string } }>('/concierge/chats/:id/close', async (request, reply) => {
    if (!(await findChat(database, request.params.id, { baseUrl: '', includeInternal: false }))) return reply.status(404).send({ message: 'No such chat' });
    return updateChat(database, request.params.id, { status: 'closed' });
  });

  app.get<{ Params: { id: string } }>('/concierge/chats/:id', async (request, reply) => {
    const stored = await findChat(database, request.params.id, { baseUrl: '', includeInternal: true });
    return stored ?? reply.status(404).send({ message: 'No such chat' });
  });

  app.get<{ Params: { accountId: string } }>('/concierge/accounts/:accountId/latest-chat', async (request, reply) => {
    const [row] = await database.query<{ id: string }>('SELECT id FROM concierge_tickets WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1', [request.params.accountId]);
    const stored = row ? await findChat(database, row.id, { baseUrl: '', includeInternal: true }) : null;
    return stored ?? reply.status(404).send({ message: 'No chat' });
  });
}
