import { announce as announceThroughReactAria } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * Tells screen readers something that changed where the member is not looking (WCAG 4.1.3 status
 * messages): a confirmation, a count. Polite by default: read after what is being read now.
 *
 * A live region that appears already filled is skipped by screen readers; react-aria's announcer is
 * added to the document empty (on its first use, then kept) and written into a moment later, so every
 * message lands in a region that was already there. It is the one announcer of the page — the one the
 * shell empties on route changes (`clearAnnouncements`) — because it lives in @member/ui, the Module
 * Federation singleton. A page announcing on arrival does so from an effect, after the route change
 * has emptied the announcer and moved focus to its heading.
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  announceThroughReactAria(message, politeness);
}
