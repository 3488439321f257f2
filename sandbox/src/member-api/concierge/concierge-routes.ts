import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_CONTENT_TYPES } from '@member/shared-contracts/uploads';
import { CHAT_ORIGIN_MARKER, SPANISH_TAG, chatCreationSchema, chatPatchSchema, isThreadClosed, isValidChatTag, threadMessageSchema, type ChatPatchResponse, type ZendeskUploadResponse, chatMessagesPath } from '@member/shared-contracts/messaging';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import type { z } from 'zod/mini';
import { ApiError, forbidden, notFound } from '../api-error';
import { assertOwnAccount, callerOf } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import {
  attachmentPath,
  chatOwner,
  findAttachmentContent,
  findChat,
  insertChat,
  insertMessage,
  insertUpload,
  newChatId,
  newMessageId,
  newUploadToken,
  unattachedUploads,
  updateChat,
} from './chats-repository';
import { CHATBOT_AGENT_ID } from './concierge-agents';
import type { ConciergeDesk } from './concierge-desk';
import { judgeUpload } from '../uploads/judge-upload';
import { sendStoredFile } from '../uploads/send-stored-file';

type AccountQuery = { Querystring: { account_id?: string } };
type ChatParams = { Params: { id: string } };

/** 400 with every issue's message (the brief's "bad input: 400 with a message"). */
function badRequest(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, [...new Set(issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)))].join('; '), {}, { issues });
}

function requiredAccount(request: FastifyRequest, value: string | undefined, name: string): string {
  if (typeof value !== 'string' || value === '') throw new ApiError(400, `${name} is required`);
  assertOwnAccount(request, value);
  return value;
}

/** A chat of the caller's account: 404 when there is none, 403 when it is another account's. */
async function ownChat(context: MemberApiContext, request: FastifyRequest, chatId: string, accountId: string) {
  const owner = await chatOwner(context.db, chatId);
  if (!owner) throw notFound(`Chat ${chatId} not found`);
  if (owner.accountId !== accountId || callerOf(request).accountId !== owner.accountId) throw forbidden('The chat belongs to another account');
  return owner;
}

async function assertUploadsOwned(context: MemberApiContext, accountId: string, tokens: readonly string[]): Promise<void> {
  const usable = await unattachedUploads(context.db, accountId, tokens);
  const unknown = tokens.filter((token) => !usable.has(token));
  if (unknown.length > 0) throw new ApiError(400, `Unknown or already sent upload: ${unknown.join(', ')}`);
}

/**
 * Member-features §7 chat, concierge and upload calls. Every route needs the member's
 * token and answers only that member's chats and uploads (403 otherwise); bad input is 400 with a
 * message, an unknown chat 404, a tag the help desk refuses 422 (§5 "a 422 answer is treated as an
 * invalid tag"), a file over ATTACHMENT_MAX_BYTES 413 and one whose bytes are not an attachment type 415.
 */
export function registerConcierge(app: FastifyInstance, context: MemberApiContext, desk: ConciergeDesk): void {
  const onRequest = context.authenticate;

  app.post<AccountQuery>(apiPaths.chats(), { onRequest }, async (request, reply) => {
    const accountId = requiredAccount(request, request.query.account_id, 'account_id');
    const parsed = chatCreationSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const body = parsed.data;
    // customFields.originatedFrom is the server's to set (below, after the member's fields): never as sent.
    const tags = body.tags ?? [];
    const invalid = tags.find((tag) => !isValidChatTag(tag));
    if (invalid !== undefined) throw new ApiError(422, `Tag "${invalid}" is not valid: use lower-case letters, digits, "_", ":" or "-"`);
    const tokens = body.attachments ?? [];
    await assertUploadsOwned(context, accountId, tokens);
    const id = newChatId();
    const now = new Date().toISOString();
    const useChatbot = body.useChatbot === true;
    await context.db.transaction(async (tx) => {
      await insertChat(tx, {
        id, accountId, status: 'open', subject: body.subject, agent: useChatbot ? CHATBOT_AGENT_ID : null, isChatbot: useChatbot, hasUnreadMessages: false,
        servicesRequested: tags.filter((tag) => tag !== SPANISH_TAG), tags, customFields: { ...body.customFields, originatedFrom: CHAT_ORIGIN_MARKER }, createdAt: now,
      });
      await insertMessage(tx, { id: newMessageId(), chatId: id, agent: null, content: body.content, createdAt: now, uploadTokens: tokens });
    });
    await desk.afterMemberMessage(id, tags.includes(SPANISH_TAG));
    const stored = await findChat(context.db, id, { baseUrl: context.publicBaseUrl(), includeInternal: false });
    return reply.status(201).send(stored?.chat);
  });

  app.get<ChatParams & { Querystring: { accountId?: string; allowChatbotInternalMessages?: string } }>(routePattern(apiPaths.chat, 'id'), { onRequest }, async (request) => {
    const accountId = requiredAccount(request, request.query.accountId, 'accountId');
    await ownChat(context, request, request.params.id, accountId);
    const stored = await findChat(context.db, request.params.id, { baseUrl: context.publicBaseUrl(), includeInternal: request.query.allowChatbotInternalMessages === 'true' });
    if (!stored) throw notFound(`Chat ${request.params.id} not found`);
    return stored.chat;
  });

  app.patch<ChatParams & AccountQuery>(routePattern(apiPaths.chat, 'id'), { onRequest }, async (request) => {
    const accountId = requiredAccount(request, request.query.account_id, 'account_id');
    const owner = await ownChat(context, request, request.params.id, accountId);
    const parsed = chatPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const handOff = parsed.data.useChatbot === false && owner.isChatbot;
    const answer: ChatPatchResponse = await updateChat(context.db, request.params.id, {
      ...(parsed.data.hasUnreadMessages === false ? { hasUnreadMessages: false } : {}),
      ...(handOff ? { isChatbot: false, agent: null } : {}),
    });
    if (handOff) {
      const stored = await findChat(context.db, request.params.id, { baseUrl: '', includeInternal: false });
      await desk.handOffToPerson(request.params.id, stored?.tags.includes(SPANISH_TAG) ?? false);
    }
    return answer;
  });

  app.post<ChatParams & AccountQuery>(routePattern(chatMessagesPath, 'id'), { onRequest }, async (request) => {
    const accountId = requiredAccount(request, request.query.account_id, 'account_id');
    const owner = await ownChat(context, request, request.params.id, accountId);
    const parsed = threadMessageSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    if (isThreadClosed(owner.status)) throw new ApiError(409, 'This conversation is closed');
    if (desk.takeSendFailure()) throw new ApiError(500, 'The help desk did not accept the message (test control)');
    const tokens = parsed.data.attachments ?? [];
    await assertUploadsOwned(context, accountId, tokens);
    await context.db.transaction((tx) =>
      insertMessage(tx, { id: newMessageId(), chatId: request.params.id, agent: null, content: parsed.data.content, createdAt: new Date().toISOString(), uploadTokens: tokens }),
    );
    const stored = await findChat(context.db, request.params.id, { baseUrl: context.publicBaseUrl(), includeInternal: false });
    await desk.afterMemberMessage(request.params.id, stored?.tags.includes(SPANISH_TAG) ?? false);
    return (await findChat(context.db, request.params.id, { baseUrl: context.publicBaseUrl(), includeInternal: false }))?.chat;
  });

  app.get(apiPaths.conciergeSchedule(), { onRequest }, async () => desk.schedule());

  // Uploads: a binary body declared as an attachment type, then judged by its bytes (judgeUpload). The
  // parser is scoped to this plugin; any other declared type is 415 (Fastify's own), a body over the cap 413.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...ATTACHMENT_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post<{ Querystring: { filename?: string }; Body: Buffer }>(apiPaths.zendeskUploads(), { onRequest, bodyLimit: ATTACHMENT_MAX_BYTES }, async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.accountId) throw forbidden('The token carries no account');
      if (request.headers['accept-version'] !== '1') throw new ApiError(400, 'Accept-Version: 1 is required');
      const fileName = request.query.filename ?? '';
      const { contentType, bytes: data } = judgeUpload(fileName, request.headers['content-type'] ?? '', Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
      const token = newUploadToken();
      await insertUpload(context.db, { token, accountId: caller.accountId, fileName, contentType, data: new Uint8Array(data) });
      const answer: ZendeskUploadResponse = { upload: { token, attachment: { file_name: fileName, content_type: contentType, size: data.byteLength } } };
      return reply.status(201).send(answer);
    });
  });

  // An attachment's content, by its unguessable token (the help desk's `content_url`): opened by the
  // browser as a link, so it carries no bearer token. Only attachments of sent messages are served.
  app.get<{ Params: { token: string } }>(routePattern(attachmentPath, 'token'), async (request, reply) => {
    if (!/^[0-9a-f]{32}$/.test(request.params.token)) throw notFound('No such attachment');
    const content = await findAttachmentContent(context.db, request.params.token);
    if (!content) throw notFound('No such attachment');
    return sendStoredFile(reply, content);
  });
}
