import { z } from 'zod/mini';
import { ATTACHMENT_MAX_FILES } from '../uploads/attachment-rules';
import { CHAT_TAGS_MAX, MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './chats';

/*
 * The chat request bodies the help desk (the sandbox) checks, member-features §7. Apart from chats.ts: the
 * app only builds these bodies, and keeping the schemas out of its modules keeps zod off /messages.
 */
const content = z.string().check(z.trim(), z.minLength(1, 'Write a message'), z.maxLength(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters`));
const uploadTokens = z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(ATTACHMENT_MAX_FILES, `At most ${ATTACHMENT_MAX_FILES} attachments`));

/** `POST /chats?account_id=` body: content, subject, attachments (upload tokens), tags, customFields, useChatbot. */
export const chatCreationSchema = z.strictObject({
  content,
  subject: z.string().check(z.trim(), z.minLength(1, 'Choose a subject'), z.maxLength(SUBJECT_MAX_LENGTH)),
  attachments: z.optional(uploadTokens),
  tags: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(CHAT_TAGS_MAX, `At most ${CHAT_TAGS_MAX} tags`))),
  customFields: z.optional(z.strictObject({ originatedFrom: z.optional(z.string().check(z.maxLength(80))) })),
  useChatbot: z.optional(z.boolean()),
});
export type ChatCreationRequest = z.infer<typeof chatCreationSchema>;

/**
 * "send message to thread: threadId, accountId, content, attachments; path not shown". Decision:
 * `POST /chats/{id}/messages?account_id=` with `{ content, attachments }` (upload tokens); answers the chat.
 */
export const threadMessageSchema = z.strictObject({ content, attachments: z.optional(uploadTokens) });
export type ThreadMessageRequest = z.infer<typeof threadMessageSchema>;

/**
 * `PATCH /chats/{id}?account_id=` json body. Decision: `hasUnreadMessages: false` marks the thread read;
 * `useChatbot: false` hands a chatbot thread to a person ("the member can ask for a person").
 */
export const chatPatchSchema = z.strictObject({ hasUnreadMessages: z.optional(z.literal(false)), useChatbot: z.optional(z.literal(false)) });
