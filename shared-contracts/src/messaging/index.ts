/**
 * Messages with the concierge (member-features §3, §4, §7): chats and threads, their request schemas and errors,
 * concierge tickets and their unread count, the concierge's opening hours, and the NPS survey.
 */
export { type ChatError, chatCreateError, chatReadError } from './chat-errors';
export {
  type ChatMessage, type Chat, type ThreadMessage,  type ThreadSummary, type UploadResult,
  type ZendeskUploadResponse, toUploadResult, isThreadClosed, toThreadMessage, CHAT_ORIGIN_MARKER, SPANISH_TAG,
  MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH, CHAT_TAGS_MAX, isValidChatTag, chatMessagesPath, type ChatPatchResponse,
  newThreadTags, type AgentProfile, toThreadSummary,
} from './chats';
export {
  chatCreationSchema, type ChatCreationRequest, threadMessageSchema, type ThreadMessageRequest, chatPatchSchema,
} from './chat-request-schemas';
export {
  type ConciergeOpeningHours, type ConciergeSchedule, CONCIERGE_SCHEDULE_POLL_MS,
  OFFLINE_MESSAGE_EXPAND_DELAY_MS, OFFLINE_MESSAGE_SCROLL_DELAY_MS, isConciergeSchedule, isWithinOpeningHours,
} from './concierge-schedule';
export {
  type ConciergeTicket, type ConciergeTicketsResponse, conciergeTicketsQueryKey, fetchConciergeTickets,
  unreadThreadCount, markTicketRead,
} from './concierge-tickets';
export { NPS_SURVEY_MESSAGE_TYPE, isNpsSurveyCompletion, mayOfferNpsSurvey } from './nps-survey';
