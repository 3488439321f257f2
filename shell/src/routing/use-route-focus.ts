import { useEffect, useRef } from 'react';
import { useLocation } from '@member/router';
import { clearAnnouncements } from '@member/ui';
import { readPageState } from '@member/shared-contracts/routes';
import { focusNewPageHeading } from './focus-new-page-heading';

/** The id of the shell's `<main>` (app-layout.tsx; also the skip link's target). */
const MAIN_CONTENT_ID = 'main-content';

/** What counts as a new page: a new path, or on `/` a new screen (its `state`: sign-in, sign-up, …). */
function pageKeyOf(pathname: string, search: string): string {
  return pathname === '/' ? `/?state=${readPageState(search) ?? ''}` : pathname;
}

let memberHasInteracted = false;
/** Until the member has pressed a key or a pointer, route changes are the first load's own redirects. */
function trackFirstInteraction(win: Window): void {
  const mark = () => {
    memberHasInteracted = true;
    win.removeEventListener('keydown', mark, true);
    win.removeEventListener('pointerdown', mark, true);
  };
  win.addEventListener('keydown', mark, true);
  win.addEventListener('pointerdown', mark, true);
}
if (typeof window !== 'undefined') trackFirstInteraction(window);

/**
 * The one route-change rule of the app, applied by the shell for every route (shell's and remotes'):
 * - whatever react-aria's live announcer still holds from the previous screen is cleared (a pending
 *   button's entry would otherwise point at a label that left with its screen — axe `role-img-alt`);
 * - focus moves to the new page's h1 (`focusNewPageHeading`), also after a sign-in lands on /home.
 * Not on the first load and its redirects (`/` → `/?state=sign-in`): the browser starts at the top there.
 */
export function useRouteFocus(): void {
  const { pathname, search } = useLocation();
  const pageKey = pageKeyOf(pathname, search);
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    clearAnnouncements();
    if (!memberHasInteracted) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    return focusNewPageHeading({ main, beforeFocus: clearAnnouncements });
  }, [pageKey]);
}
