import { useEffect, useRef } from 'react';
import { useLocation } from '@member/router';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { pageViewName } from './page-view-name';

/**
 * One page view per pathname change (`pageViewName`), sent once the member's account and flags are known:
 * a flag can name the page (`/benefit-access` is "External Benefit" while `showExternalPortal` is on), and
 * flags answering later must not turn one visit into two views. The query string is never read.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const { analytics } = useShellServices();
  const { flags, pageLoading } = useMemberContext();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (pageLoading || viewed.current === pathname) return;
    viewed.current = pathname;
    analytics.page(pageViewName(pathname, flags));
  }, [pathname, pageLoading, flags, analytics]);
}
