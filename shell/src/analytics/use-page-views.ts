import { useEffect } from 'react';
import { useLocation } from '@member/router';
import { useShellServices } from '../platform/shell-services';
import { pageViewName } from './page-view-name';

/** One page view per pathname change (`pageViewName`). The query string is never read. */
export function usePageViews() {
  const { pathname } = useLocation();
  const { analytics } = useShellServices();
  useEffect(() => {
    analytics.page(pageViewName(pathname));
  }, [pathname, analytics]);
}
