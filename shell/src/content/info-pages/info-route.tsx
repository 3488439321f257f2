import { useLocation } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { infoRouteOf } from '@member/shared-contracts/content';
import { InfoPageScreen } from './info-page.screen';
import { SitemapScreen } from './sitemap.screen';

/** The shell's informational routes (route kind `info`): one page per context, or the sitemap. */
export default function InfoRoute() {
  const { pathname } = useLocation();
  const route = infoRouteOf(pathname);
  if (!route) return <NotFoundScreen />;
  if (route.kind === 'sitemap') return <SitemapScreen />;
  return <InfoPageScreen key={route.context} context={route.context} />;
}
