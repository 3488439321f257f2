import { useEffect } from 'react';
import { useLocation } from '@member/router';
import { matchRoute } from '@member/shared-contracts/routes';
import { useShellServices } from '../platform/shell-services';

/** Unknown paths are reported under one name: the path itself could hold anything a person typed. */
const NOT_FOUND_PAGE_NAME = 'not-found';

/**
 * One page view per pathname change, named by the route pattern (`/claim-details/:id`), never by the
 * path: ids and free text stay out of analytics. The query string is never read.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const { analytics } = useShellServices();
  useEffect(() => {
    analytics.page(matchRoute(pathname)?.route.path ?? NOT_FOUND_PAGE_NAME);
  }, [pathname, analytics]);
}
