import { createStore } from 'zustand';

/**
 * The page's own title, set by the screen on show (`layout.setPageTitle`) where the route's title only
 * names the kind of page: a provider's name, a conversation's subject, which claim (WCAG 2.4.2). Kept
 * apart from the layout state so that setting it re-renders the title, not every remote's props.
 */
export function createPageTitleStore() {
  return createStore<{ title: string | null }>(() => ({ title: null }));
}
