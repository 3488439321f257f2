import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * Empties react-aria's live announcer (both its assertive and polite logs).
 *
 * Why: a react-aria Button that turns pending while focused (`isPending`, e.g. "Sign in") announces
 * itself as a hidden `role="img"` entry labelled by the button (`aria-labelledby`), and the entry stays
 * 7 seconds. When that screen leaves meanwhile (a sign-in that succeeds), the entry points at a label
 * that is gone: nothing to read, and axe rightly reports `role-img-alt`. The shell calls this on every
 * route change (and again when the new page's heading takes focus): what the previous screen queued
 * belongs to it. The function is react-aria's `clearAnnouncer` from the very module react-aria-components'
 * Button announces through (react-aria 3.53 exports it under `react-aria/private/live-announcer`, the
 * path RAC itself imports; `react-aria` is pinned to the version RAC pins so both resolve to one module);
 * it lives in @member/ui, the Module Federation singleton, so the shell and every remote share that one
 * announcer. `clear-announcements.test.tsx` fails if the two ever stop being the same announcer.
 */
export function clearAnnouncements(): void {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
}
