/**
 * The route-change rule (docs/navigation-and-accessibility.md "Titles, focus and announcements"): after a client-side route
 * change, focus moves to the new page's `<h1>` in `<main>` — so a screen reader reads where the member
 * landed, and the next Tab starts in the new page — unless the member (or the page itself, e.g. a field
 * it focuses) has already put focus somewhere else meanwhile.
 *
 * Remotes mount asynchronously (manifest, entry, chunks, then their own render), so the heading is
 * watched for: the first visible h1 of `<main>` that is not the one showing when the route changed (or
 * showing different text). If the same heading is still there once `<main>` has been quiet for
 * `settleMs`, it is the new page's own (a page reusing its element). Nothing after `timeoutMs`: gives up.
 * Pure DOM, so it is tested in jsdom (focus-new-page-heading.test.ts).
 */
export interface FocusNewPageHeadingOptions {
  /** The `<main>` element, where the page's h1 lives. */
  main: HTMLElement;
  /** Runs right before focus moves (the shell clears react-aria's live announcer there). */
  beforeFocus?: () => void;
  settleMs?: number;
  timeoutMs?: number;
}

function isShown(element: Element, main: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node && node !== main.parentElement; node = node.parentElement) {
    if ((node as HTMLElement).hidden) return false;
    if (view && view.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

function shownHeading(main: HTMLElement): HTMLElement | null {
  for (const heading of Array.from(main.querySelectorAll<HTMLElement>('h1'))) if (isShown(heading, main)) return heading;
  return null;
}

/** Starts watching; returns the function that stops (call it when the route changes again or on unmount). */
export function focusNewPageHeading({ main, beforeFocus, settleMs = 1000, timeoutMs = 10_000 }: FocusNewPageHeadingOptions): () => void {
  const doc = main.ownerDocument;
  const focusedAtStart = doc.activeElement;
  const previous = shownHeading(main);
  const previousText = previous?.textContent ?? null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(settleTimer);
    clearTimeout(giveUpTimer);
  };

  const focusHeading = (heading: HTMLElement) => {
    stop();
    const active = doc.activeElement;
    const focusMovedMeanwhile = active !== null && active !== doc.body && active !== focusedAtStart && active !== heading && active.isConnected;
    if (focusMovedMeanwhile) return;
    beforeFocus?.();
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };

  const check = (acceptPrevious: boolean) => {
    if (done) return;
    const heading = shownHeading(main);
    if (!heading) return;
    if (!acceptPrevious && heading === previous && heading.textContent === previousText) return;
    focusHeading(heading);
  };

  const restartSettle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => check(true), settleMs);
  };

  const observer = new MutationObserver(() => {
    check(false);
    if (!done) restartSettle();
  });
  const giveUpTimer = setTimeout(stop, timeoutMs);
  observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
  check(false);
  if (!done) restartSettle();
  return stop;
}
