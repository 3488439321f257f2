import { mapDeepLinkToPath } from './deep-link';

const NOTIFICATION_FALLBACK_PATH = '/home';

interface NotificationData {
  redirectUrl?: string | null;
  threadId?: string | null;
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Member-features §4: "Tapping a notification goes to its redirect url, else to the message thread, else
 * to /home." The redirect url may be an in-app path, a custom-scheme link or a web-host URL (mapped like a
 * deep link, query kept — e.g. `?modal=setupDirectDepositPrompt&redirectUrl=/claims` of §2); one that is
 * not ours counts as absent. The thread goes to `/messages/{threadId}`.
 */
export function notificationTargetPath(data: NotificationData, webOrigin: string): string {
  const redirect = data.redirectUrl ? mapDeepLinkToPath(data.redirectUrl, webOrigin) : null;
  if (redirect) return redirect;
  if (data.threadId && THREAD_ID.test(data.threadId)) return `/messages/${encodeURIComponent(data.threadId)}`;
  return NOTIFICATION_FALLBACK_PATH;
}
