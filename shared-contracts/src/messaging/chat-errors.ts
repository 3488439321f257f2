import { isHttpError, isNotFoundForMember } from '../http/http-error';

/**
 * §8 "Chat create 422 → invalid tag error carrying the response message"; "Chat read 404 → not-found
 * error carrying the message"; another member's chat (403) is not found to this member either
 * (isNotFoundForMember). Other failures are `unknown` (the screen offers to try again).
 */
type ChatErrorKind = 'invalidTag' | 'notFound' | 'unknown';

export interface ChatError {
  kind: ChatErrorKind;
  message: string;
}

export function chatCreateError(error: unknown): ChatError {
  if (isHttpError(error) && error.status === 422) return { kind: 'invalidTag', message: error.message };
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

export function chatReadError(error: unknown): ChatError {
  if (isNotFoundForMember(error)) return { kind: 'notFound', message: error.message };
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}
