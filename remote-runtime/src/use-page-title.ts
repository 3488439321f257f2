import { useEffect } from 'react';
import { useRemoteProps } from './remote-props-context';

/**
 * Gives the screen its own page title (WCAG 2.4.2) where the route's title only names the kind of page:
 * a provider's name, a conversation's subject, which claim. The host formats it ("<title> · Member") and
 * keeps it out of analytics; the title goes when the screen does (or `title` turns null, e.g. still
 * loading: the route's title shows meanwhile). An older host without `setPageTitle` keeps the route's title.
 */
export function usePageTitle(title: string | null): void {
  const { setPageTitle } = useRemoteProps().layout;
  useEffect(() => {
    if (!setPageTitle || title === null) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}
