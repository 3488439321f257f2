/**
 * How the web app and the native app shell talk (access §1, §2.1, §2.9, §4; member-features §4).
 * Decision (the spec does not name a transport):
 *
 * - web → native: the native shell injects `window.MemberNativeHost` before the page's scripts run, with
 *   one method `postMessage(json: string)`. Its presence is how the web app knows it runs inside the
 *   native shell. Every message is one JSON object of `NativeOutgoingMessage` (see native-messages.ts).
 * - native → web: the native shell dispatches
 *   `window.dispatchEvent(new CustomEvent('member-native-message', { detail: json }))` where `json` is a
 *   JSON string of one `NativeIncomingMessage`. Anything else (an object detail, bad JSON, an unknown
 *   type, a missing or extra field) is ignored.
 * - Requests that need an answer carry a `requestId`; the answer echoes it.
 */
const NATIVE_HOST_GLOBAL = 'MemberNativeHost';
export const NATIVE_MESSAGE_EVENT = 'member-native-message';
/** Bumped when a message changes shape; sent in `hello` so the native shell can adapt. */
export const NATIVE_BRIDGE_PROTOCOL_VERSION = 1;

/** What the native shell injects as `window.MemberNativeHost`. */
export interface NativeHost {
  postMessage(json: string): void;
}

/** The injected host, or null on the plain web. `scope` is `window` in the browser. */
export function findNativeHost(scope: unknown): NativeHost | null {
  if (!scope || typeof scope !== 'object') return null;
  const host = (scope as Record<string, unknown>)[NATIVE_HOST_GLOBAL];
  if (!host || typeof host !== 'object') return null;
  return typeof (host as { postMessage?: unknown }).postMessage === 'function' ? (host as NativeHost) : null;
}
