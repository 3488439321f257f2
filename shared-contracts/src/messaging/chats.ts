import { apiPaths } from '../member-api/api-paths';

/**
 * Member-features §3 chat entities and §7 chat calls. Field names are the spec's.
 *
 * Server form ("Chat from the server: id, status, subject, messages, agent, hasUnreadMessages,
 * servicesRequested, createdAt, updatedAt. Each message has content, agent, id, createdAt and
 * attachments (filename, type)"). Decisions where the spec is silent: `agent` is the help desk's agent id
 * (the `agent` content type's `zendeskId`, which gives the name and photo) or null for the member's own
 * messages; `isChatbot` marks the chatbot's messages and a chat the chatbot answers; an attachment also
 * carries `url`, an unguessable link to open it (the help desk's `content_url`), never the file name.
 */
interface ChatAttachment {
  filename: string;
  type: string;
  url?: string;
}

export interface ChatMessage {
  id: string;
  content: string;
  /** The agent's zendeskId; null for the member. */
  agent: string | null;
  isChatbot?: boolean;
  createdAt: string;
  attachments: ChatAttachment[];
}

export interface Chat {
  id: string;
  status: string;
  subject: string;
  messages: ChatMessage[];
  agent: string | null;
  isChatbot?: boolean;
  hasUnreadMessages: boolean;
  servicesRequested: string[];
  createdAt: string;
  updatedAt: string;
}

/** "Thread message (in the app): id, body, attachments (name, type), isFromAgent, timestamp". */
export interface ThreadMessage {
  id: string;
  body: string;
  attachments: { name: string; type: string; url?: string }[];
  isFromAgent: boolean;
  timestamp: string;
  /** Decision: the agent id (for name and photo) and whether the chatbot wrote it. */
  agentId?: string | null;
  isChatbot?: boolean;
}

interface ThreadAgent {
  name: string;
  photoUrl: string | null;
  isChatbot: boolean;
}

/** "Thread summary: threadId, status (lowercase), subject, lastMessageTimestamp, isUnread, agent (name, photoUrl, isChatbot)". */
export interface ThreadSummary {
  threadId: string;
  status: string;
  subject: string;
  lastMessageTimestamp: string;
  isUnread: boolean;
  agent: ThreadAgent | null;
}

/** "Upload result: an upload token and the attachment file name" (from `upload.token`, `upload.attachment.file_name`). */
export interface UploadResult {
  token: string;
  fileName: string;
}

/** The help desk's answer to `POST /zendesk/v2/uploads.json`. */
export interface ZendeskUploadResponse {
  upload: { token: string; attachment: { file_name: string; content_type: string; size: number } };
}

export function toUploadResult(response: ZendeskUploadResponse): UploadResult {
  return { token: response.upload.token, fileName: response.upload.attachment.file_name };
}

/** §4 "Status is lowercased. The thread is closed when the status is closed." */
export const threadStatus = (status: string): string => status.toLowerCase();
export const isThreadClosed = (status: string): boolean => threadStatus(status) === 'closed';

export function toThreadMessage(message: ChatMessage): ThreadMessage {
  return {
    id: message.id,
    body: message.content,
    attachments: message.attachments.map((attachment) => ({ name: attachment.filename, type: attachment.type, ...(attachment.url ? { url: attachment.url } : {}) })),
    isFromAgent: message.agent !== null,
    timestamp: message.createdAt,
    agentId: message.agent,
    isChatbot: message.isChatbot === true,
  };
}

/** The app marker of `customFields.originatedFrom` (§7 "originatedFrom set to the app marker"). */
export const CHAT_ORIGIN_MARKER = 'ui-member';
/** §4 "New threads get the tag spanish when the locale is es-US". */
export const SPANISH_TAG = 'spanish';

const TAG_PATTERN = /^[a-z0-9_:-]{1,80}$/;
/**
 * Decision: a new chat carries at most 10 tags. The app sends the category, the subcategory and
 * `spanish` (newThreadTags, so 3 at most); the spec gives no limit, and an unbounded list would let one
 * chat hold thousands.
 */
export const CHAT_TAGS_MAX = 10;
/** Decision: a message body is 1–5000 characters after trimming (the spec gives no limit). */
export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 150;

/** Whether a tag is one the help desk accepts (lower-case letters, digits, `_ : -`): others are 422 "invalid tag". */
export const isValidChatTag = (tag: string): boolean => TAG_PATTERN.test(tag);

/** The path of "send message to thread" (kept out of `apiPaths`, which the shell's first load carries). */
export const chatMessagesPath = (id: string) => `${apiPaths.chat(id)}/messages`;

export interface ChatPatchResponse {
  createdAt: string;
  updatedAt: string;
}

/** The tags of a new thread: the category tags, plus `spanish` for es-US. */
export function newThreadTags(categoryTags: readonly string[], locale: string): string[] {
  const tags = [...categoryTags];
  if (locale === 'es-US' && !tags.includes(SPANISH_TAG)) tags.push(SPANISH_TAG);
  return tags;
}

/** An agent of the `agent` content type (features §3 "agent: zendeskId, name, photo"), by zendeskId. */
export interface AgentProfile {
  name: string;
  photoUrl: string | null;
}

/**
 * A ticket of `GET /concierge-tickets` as a thread summary (status lower-cased; the agent's name and
 * photo from the content service, else `fallbackAgentName`; the chatbot marked).
 */
export function toThreadSummary(
  ticket: { id: string; status: string; subject: string; updated_at: string; has_unread_messages: boolean; agent: string | null; is_chatbot?: boolean },
  agents: ReadonlyMap<string, AgentProfile>,
  fallbackAgentName: string,
): ThreadSummary {
  const profile = ticket.agent ? agents.get(ticket.agent) : undefined;
  return {
    threadId: ticket.id,
    status: threadStatus(ticket.status),
    subject: ticket.subject,
    lastMessageTimestamp: ticket.updated_at,
    isUnread: ticket.has_unread_messages,
    agent: ticket.agent ? { name: profile?.name ?? fallbackAgentName, photoUrl: profile?.photoUrl ?? null, isChatbot: ticket.is_chatbot === true } : null,
  };
}
