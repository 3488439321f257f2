import { nativeIncomingMessageSchema, type NativeIncomingMessage } from './native-messages';

/** Larger messages are refused before parsing. */
export const MAX_NATIVE_MESSAGE_LENGTH = 16_384;

type ParsedNativeMessage =
  | { ok: true; message: NativeIncomingMessage }
  /** Not the documented shape. `requestId` is kept when one could be read, so a pending request can fail. */
  | { ok: false; requestId: string | null };

function readRequestId(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const id = (value as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** A `member-native-message` event's detail: a JSON string of one documented message, nothing else. */
export function parseNativeMessage(detail: unknown): ParsedNativeMessage {
  if (typeof detail !== 'string' || detail.length === 0 || detail.length > MAX_NATIVE_MESSAGE_LENGTH) return { ok: false, requestId: null };
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return { ok: false, requestId: null };
  }
  const parsed = nativeIncomingMessageSchema.safeParse(value);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, requestId: readRequestId(value) };
}
