import { announce as announceThroughReactAria } from 'react-aria/private/live-announcer/LiveAnnouncer';

type Politeness = 'polite' | 'assertive';

/**
 * How long the announcer's live regions stay in the document, empty, before a message goes in. Screen
 * readers only speak changes to a region they already track: one that appears already filled is skipped
 * (WCAG 4.1.3). react-aria waits 100 ms after creating its regions for the first message only, and adds
 * any message made meanwhile at once, into regions a few milliseconds old; 150 ms covers both cases.
 */
export const REGION_SETTLE_MS = 150;

const ANNOUNCER = '[data-live-announcer]';

/** The announcer element last seen in the document, and since when (its age is unknown when someone else made it). */
let region: { element: Element; since: number } | null = null;

function regionAge(doc: Document): number {
  let element = doc.querySelector(ANNOUNCER);
  if (!element) {
    // An empty message makes react-aria build its regions and put nothing readable in them.
    announceThroughReactAria('', 'polite');
    element = doc.querySelector(ANNOUNCER);
  }
  if (!element) return 0;
  if (region?.element !== element) region = { element, since: Date.now() };
  return Date.now() - region.since;
}

/**
 * Says `message` once through react-aria's one live announcer (the one its components use, emptied on
 * route changes by `clearAnnouncements`): politely by default, so it waits for the screen reader to
 * finish. Always later than the call (never in the same task), so a focus move or a route change's
 * clearing made in that task comes first; and only once the announcer's regions have been in the
 * document, empty, for `REGION_SETTLE_MS`.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined' || message.trim() === '') return;
  const wait = Math.max(0, REGION_SETTLE_MS - regionAge(document));
  setTimeout(() => announceThroughReactAria(message, politeness), wait);
}
