import { randomBytes, randomUUID } from 'node:crypto';
import type { Chat, ChatMessage } from '@member/shared-contracts/messaging';
import type { SqlExecutor } from '../database/sql-database';

interface ChatRow {
  id: string;
  account_id: string;
  status: string;
  agent: string | null;
  subject: string;
  is_chatbot: boolean;
  has_unread_messages: boolean;
  services_requested: string[];
  tags: string[];
  custom_fields: Record<string, unknown>;
  created_at: string | Date;
  updated_at: string | Date;
}

interface MessageRow {
  id: string;
  agent: string | null;
  is_chatbot: boolean;
  is_internal: boolean;
  content: string;
  created_at: string | Date;
}

interface AttachmentRow {
  message_id: string;
  token: string;
  file_name: string;
  content_type: string;
}

export interface StoredChat {
  accountId: string;
  tags: string[];
  customFields: Record<string, unknown>;
  chat: Chat;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The path of an attachment's content (the help desk's unguessable `content_url`). */
/** Where the help desk stand-in serves an uploaded attachment (its own path: the app only follows the URL). */
export const attachmentPath = (token: string) => `/zendesk/v2/attachments/${token}`;
const attachmentUrl = (baseUrl: string, token: string) => `${baseUrl}${attachmentPath(token)}`;

export const newChatId = () => `ticket-${randomUUID()}`;
export const newMessageId = () => `msg-${randomUUID()}`;
/** 128 random bits: the token names an upload and opens its content. */
export const newUploadToken = () => randomBytes(16).toString('hex');

export async function findChat(db: SqlExecutor, chatId: string, options: { baseUrl: string; includeInternal: boolean }): Promise<StoredChat | null> {
  const [row] = await db.query<ChatRow>('SELECT * FROM concierge_tickets WHERE id = $1', [chatId]);
  if (!row) return null;
  const messages = await db.query<MessageRow>(
    `SELECT id, agent, is_chatbot, is_internal, content, created_at FROM chat_messages WHERE chat_id = $1 ${options.includeInternal ? '' : 'AND NOT is_internal'} ORDER BY created_at, seq`,
    [chatId],
  );
  const attachments = await db.query<AttachmentRow>(
    `SELECT a.message_id, u.token, u.file_name, u.content_type FROM chat_attachments a JOIN chat_uploads u ON u.token = a.upload_token
     JOIN chat_messages m ON m.id = a.message_id WHERE m.chat_id = $1 ORDER BY a.position`,
    [chatId],
  );
  const toMessage = (message: MessageRow): ChatMessage => ({
    id: message.id,
    content: message.content,
    agent: message.agent,
    ...(message.is_chatbot ? { isChatbot: true } : {}),
    createdAt: iso(message.created_at),
    attachments: attachments
      .filter((attachment) => attachment.message_id === message.id)
      .map((attachment) => ({ filename: attachment.file_name, type: attachment.content_type, url: attachmentUrl(options.baseUrl, attachment.token) })),
  });
  return {
    accountId: row.account_id,
    tags: row.tags,
    customFields: row.custom_fields,
    chat: {
      id: row.id,
      status: row.status,
      subject: row.subject,
      messages: messages.map(toMessage),
      agent: row.agent,
      ...(row.is_chatbot ? { isChatbot: true } : {}),
      hasUnreadMessages: row.has_unread_messages,
      servicesRequested: row.services_requested,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    },
  };
}

export async function chatOwner(db: SqlExecutor, chatId: string): Promise<{ accountId: string; status: string; isChatbot: boolean } | null> {
  const [row] = await db.query<{ account_id: string; status: string; is_chatbot: boolean }>('SELECT account_id, status, is_chatbot FROM concierge_tickets WHERE id = $1', [chatId]);
  return row ? { accountId: row.account_id, status: row.status, isChatbot: row.is_chatbot } : null;
}

export interface NewChat {
  id: string;
  accountId: string;
  status: string;
  subject: string;
  agent: string | null;
  isChatbot: boolean;
  hasUnreadMessages: boolean;
  servicesRequested: string[];
  tags: string[];
  customFields: Record<string, unknown>;
  createdAt: string;
}

export async function insertChat(db: SqlExecutor, chat: NewChat): Promise<void> {
  await db.query(
    `INSERT INTO concierge_tickets (id, account_id, status, agent, subject, is_chatbot, has_unread_messages, services_requested, tags, custom_fields, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [chat.id, chat.accountId, chat.status, chat.agent, chat.subject, chat.isChatbot, chat.hasUnreadMessages, chat.servicesRequested, chat.tags, JSON.stringify(chat.customFields), chat.createdAt],
  );
}

export interface NewMessage {
  id: string;
  chatId: string;
  agent: string | null;
  isChatbot?: boolean;
  isInternal?: boolean;
  content: string;
  createdAt: string;
  uploadTokens?: string[];
}

/** Adds a message (and its attachments) and moves the chat's `updated_at`; an agent's message makes it unread. */
export async function insertMessage(db: SqlExecutor, message: NewMessage): Promise<void> {
  await db.query('INSERT INTO chat_messages (id, chat_id, agent, is_chatbot, is_internal, content, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    message.id, message.chatId, message.agent, message.isChatbot ?? false, message.isInternal ?? false, message.content, message.createdAt,
  ]);
  for (const [position, token] of (message.uploadTokens ?? []).entries()) {
    await db.query('INSERT INTO chat_attachments (message_id, upload_token, position) VALUES ($1, $2, $3)', [message.id, token, position]);
  }
  if (message.isInternal) return;
  await db.query(
    `UPDATE concierge_tickets SET updated_at = $2, has_unread_messages = CASE WHEN $3 THEN true ELSE has_unread_messages END,
       agent = CASE WHEN $3 AND NOT is_chatbot THEN coalesce($4, agent) ELSE agent END WHERE id = $1`,
    [message.chatId, message.createdAt, message.agent !== null, message.agent],
  );
}

export async function updateChat(db: SqlExecutor, chatId: string, change: { hasUnreadMessages?: boolean; status?: string; isChatbot?: boolean; agent?: string | null }): Promise<{ createdAt: string; updatedAt: string }> {
  const [row] = await db.query<{ created_at: string | Date; updated_at: string | Date }>(
    `UPDATE concierge_tickets SET
       has_unread_messages = coalesce($2, has_unread_messages),
       status = coalesce($3, status),
       is_chatbot = coalesce($4, is_chatbot),
       agent = CASE WHEN $5 THEN $6 ELSE agent END,
       updated_at = CASE WHEN $3 IS NOT NULL OR $4 IS NOT NULL THEN now() ELSE updated_at END
     WHERE id = $1 RETURNING created_at, updated_at`,
    [chatId, change.hasUnreadMessages ?? null, change.status ?? null, change.isChatbot ?? null, 'agent' in change, change.agent ?? null],
  );
  if (!row) throw new Error(`no chat ${chatId}`);
  return { createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

export interface NewUpload {
  token: string;
  accountId: string;
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

export async function insertUpload(db: SqlExecutor, upload: NewUpload): Promise<void> {
  await db.query('INSERT INTO chat_uploads (token, account_id, file_name, content_type, size, data) VALUES ($1, $2, $3, $4, $5, $6)', [
    upload.token, upload.accountId, upload.fileName, upload.contentType, upload.data.byteLength, upload.data,
  ]);
}

/** The tokens of `tokens` that are this account's uploads and not yet attached to a message. */
export async function unattachedUploads(db: SqlExecutor, accountId: string, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db.query<{ token: string }>(
    `SELECT u.token FROM chat_uploads u LEFT JOIN chat_attachments a ON a.upload_token = u.token
     WHERE u.account_id = $1 AND u.token = ANY($2) AND a.upload_token IS NULL`,
    [accountId, [...tokens]],
  );
  return new Set(rows.map((row) => row.token));
}

/** An attached upload's content (uploads not yet sent are not served). */
export async function findAttachmentContent(db: SqlExecutor, token: string): Promise<{ fileName: string; contentType: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ file_name: string; content_type: string; data: Uint8Array }>(
    'SELECT u.file_name, u.content_type, u.data FROM chat_uploads u JOIN chat_attachments a ON a.upload_token = u.token WHERE u.token = $1',
    [token],
  );
  return row ? { fileName: row.file_name, contentType: row.content_type, data: row.data } : null;
}
