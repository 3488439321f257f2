import { lazy, Suspense } from 'react';
import { useTranslation } from '@member/i18n';
import { Link, useNavigate } from '@member/router';
import { Button } from '@member/ui';
import type { LayoutState } from '@member/shared-contracts/mount';
import type { NavigationState } from '../navigation/use-navigation-state';
import styles from './site-header.module.css';

// A member's tabs: loaded with a signed-in member's first page, not with a visitor's (first-load budget).
const PrimaryNavigation = lazy(() =>
  import(/* webpackChunkName: "primary-navigation" */ './primary-navigation').then((m) => ({ default: m.PrimaryNavigation })),
);

function GearIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

/**
 * The header (access §2.9): on wide screens the desktop header — wordmark, global navigation, the
 * settings gear, sign-out — with a background image on /home (variant `home`); on narrow screens the
 * wordmark header (no global navigation: the bottom bar has the tabs).
 */
export function SiteHeader({
  variant,
  navigation,
  conciergeUnreadCount,
}: {
  variant: LayoutState['desktopHeaderVariant'];
  navigation: NavigationState;
  conciergeUnreadCount: number | null;
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const home = variant === 'home' && !navigation.narrowScreen;
  return (
    <header className={home ? `${styles.header} ${styles.home}` : styles.header}>
      <span className={styles.wordmark}>{t('common:appName')}</span>
      {navigation.globalNavigationShown && (
        <Suspense fallback={null}>
          <PrimaryNavigation tabs={navigation.tabs} conciergeUnreadCount={conciergeUnreadCount} />
        </Suspense>
      )}
      {navigation.authenticated && (
        <div className={styles.actions}>
          {navigation.settingsLinkShown && (
            <Link to="/settings" className={styles.settings} aria-label={t('navigation.settings')}>
              <GearIcon />
            </Link>
          )}
          <Button variant="secondary" onPress={() => navigate('/sign-out')}>
            {t('nav.signOut')}
          </Button>
        </div>
      )}
    </header>
  );
}
