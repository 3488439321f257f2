/**
 * Keeps react-aria's live announcer free of entries that read nothing.
 *
 * A react-aria Button announces its pending state (when it starts, and again when it ends while focused) as
 * a hidden `role="img"` entry labelled by the button (`aria-labelledby`) that stays 7 seconds. When the
 * button leaves first — the step it submitted gives way to the next — the entry points at an id no longer
 * in the document: nothing to read, and axe rightly reports `role-img-alt`. Clearing the announcer when a
 * pending button unmounts and on route changes (`clearAnnouncements`) is not enough: the announcement at
 * the end of pending is made in an effect that can run after that clear. So whenever the document
 * changes while the announcer holds such entries, an entry none of whose label ids exists is removed
 * (it was silent already). Started once, by the first Button that turns pending.
 */
const ENTRIES = '[data-live-announcer] [aria-labelledby]';

let observer: MutationObserver | null = null;

export function dropUnreadableAnnouncements(root: Document = document): void {
  for (const entry of Array.from(root.querySelectorAll(ENTRIES))) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) entry.remove();
  }
}

/** Idempotent: one observer for the page, whatever the number of buttons, hosts and remotes. */
export function watchAnnouncementLabels(): void {
  if (observer || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  const root = document;
  observer = new MutationObserver(() => {
    if (root.querySelector(ENTRIES)) dropUnreadableAnnouncements(root);
  });
  observer.observe(root.body, { childList: true, subtree: true });
}

/** For tests. */
export function stopWatchingAnnouncementLabels(): void {
  observer?.disconnect();
  observer = null;
}
