import { useLayoutEffect, useRef, type RefObject } from 'react';

const providerOf = (link: HTMLAnchorElement) => new URL(link.getAttribute('href') ?? '', 'http://member.invalid').searchParams.get('provider');

/**
 * Back from a result's page (`?provider=`) puts focus on that result's link again (WCAG 2.4.3 Focus
 * Order), so the next Tab continues down the same list instead of starting over at the top of the page.
 * Once, when the list shows, and only if focus was lost (left with the provider's page); the shell does
 * not move focus here, the path (`/search`) stayed the same.
 */
export function useReturnFocusToOpenedResult(list: RefObject<HTMLElement | null>, openedProviderId: string | null, listShown: boolean): void {
  const pending = useRef(openedProviderId);
  useLayoutEffect(() => {
    const id = pending.current;
    if (!id || !listShown || !list.current) return;
    pending.current = null;
    const focusWasLost = document.activeElement === null || document.activeElement === document.body;
    if (!focusWasLost) return;
    Array.from(list.current.querySelectorAll<HTMLAnchorElement>('a[href]')).find((link) => providerOf(link) === id)?.focus();
  }, [list, listShown]);
}
