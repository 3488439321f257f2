import { useTranslation } from '@member/i18n';
import { announce } from '@member/ui';

/**
 * "Message sent" is said once, politely, when the server has the message (WCAG 4.1.3: the member sees
 * the message in the history; a screen reader hears nothing else). A reply is said where it was sent.
 * A new conversation's first message is said by the thread it opens, once that thread is on screen:
 * the route change empties the announcer and moves focus to the thread's heading, which would cut short
 * anything said before it.
 */
export function useAnnounceSent(): (fileCount: number) => void {
  const { t } = useTranslation('mfe_messages');
  return (fileCount) => announce(fileCount > 0 ? t('thread.sentWithFiles', { count: fileCount }) : t('thread.sent'));
}

/** The thread a new conversation just opened, and how many files its first message carried. */
let sentOnArrival: { threadId: string; fileCount: number } | null = null;

export function announceSentOnArrival(threadId: string, fileCount: number): void {
  sentOnArrival = { threadId, fileCount };
}

/** The file count to announce for `threadId` (once: it is forgotten here), or null when it was not just opened. */
export function takeSentOnArrival(threadId: string): number | null {
  if (sentOnArrival?.threadId !== threadId) return null;
  const { fileCount } = sentOnArrival;
  sentOnArrival = null;
  return fileCount;
}
