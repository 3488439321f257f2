import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { Link, useLocation } from '@member/router';
import { Banner } from '@member/ui';
import { useStore } from 'zustand';
import { areBannersVisible, decideRouteAccess, desktopHeaderVariantFor, matchRoute } from '@member/shared-contracts/routes';
import { QUERY_STATE_PARAMS } from '@member/shared-contracts/modals';
import { MountedRemote } from '../federation/remote-area';
import { loadRemoteLifecycles } from '../federation/remote-loader';
import { useConciergeUnreadCount } from '../navigation/use-concierge-unread-count';
import { useNavigationState } from '../navigation/use-navigation-state';
import { useTabHistoryTracking } from '../navigation/use-tab-history-tracking';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { SiteHeader } from './site-header';
import { trackViewport } from './viewport-tracking';
import styles from './app-layout.module.css';

// Member-only chrome loads when it first has something to show, not with a visitor's first page.
const GlobalBanners = lazy(() => import(/* webpackChunkName: "member-chrome" */ '../banners/global-banners').then((m) => ({ default: m.GlobalBanners })));
// A modal the address asks for (`?modal=…`, features §2) loads only when the address carries one.
const QueryModalSlot = lazy(() => import(/* webpackChunkName: "query-modal" */ '../modals/query-modal-slot').then((m) => ({ default: m.QueryModalSlot })));
const BottomNavigation = lazy(() =>
  import(/* webpackChunkName: "member-chrome" */ '../navigation/bottom-navigation').then((m) => ({ default: m.BottomNavigation })),
);

/**
 * The frame every screen renders in (access §2.9): skip link, the header (desktop or wordmark), the
 * banners and the page alert above the routed content, the footer links, and on narrow screens the
 * bottom navigation bar.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { layoutStore, logger } = useShellServices();
  const layout = useStore(layoutStore);
  const { pathname, search } = useLocation();
  const member = useMemberContext();
  const { client, flags } = member;
  const navigation = useNavigationState();
  const conciergeUnreadCount = useConciergeUnreadCount();

  useTabHistoryTracking(navigation);
  useEffect(() => layoutStore.hostControls.setDesktopHeaderVariant(desktopHeaderVariantFor(pathname)), [layoutStore, pathname]);
  useEffect(() => trackViewport(window, layoutStore.hostControls), [layoutStore]);

  // "Banners appear everywhere except on /home when global navigation is on."
  const bannersShown = areBannersVisible(pathname, { globalNavUX: navigation.globalNavigationOn });

  return (
    <div className={navigation.bottomNavigationShown ? `${styles.app} ${styles.withBottomNavigation}` : styles.app}>
      <a className={styles.skipLink} href="#main-content">
        {t('skipToContent')}
      </a>
      {layout.desktopHeaderVisible && (
        <SiteHeader variant={layout.desktopHeaderVariant} navigation={navigation} conciergeUnreadCount={conciergeUnreadCount} />
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {bannersShown && (flags.warningBanner !== '' || client?.isDemo) && (
          <Suspense fallback={null}>
            <GlobalBanners warningBanner={flags.warningBanner} demoClient={client?.isDemo ?? false} />
          </Suspense>
        )}
        {layout.alert && <Banner tone={layout.alert.tone} body={layout.alert.message} className={styles.alert} />}
        {children}
      </main>
      {new URLSearchParams(search).has(QUERY_STATE_PARAMS.modal) && (
        <Suspense fallback={null}>
          <QueryModalSlot host={{ member, logger, decideRouteAccess, matchRoute, loadRemoteLifecycles, MountedRemote }} />
        </Suspense>
      )}
      {layout.footerLinksVisible && (
        <footer className={styles.footer}>
          <nav aria-label={t('footer.label')}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/sitemap">{t('footer.sitemap')}</Link>
              </li>
              <li>
                <Link to="/terms-of-service">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/privacy-policy">{t('footer.privacy')}</Link>
              </li>
            </ul>
          </nav>
        </footer>
      )}
      {navigation.bottomNavigationShown && (
        <Suspense fallback={null}>
          <BottomNavigation tabs={navigation.tabs} conciergeUnreadCount={conciergeUnreadCount} />
        </Suspense>
      )}
    </div>
  );
}
