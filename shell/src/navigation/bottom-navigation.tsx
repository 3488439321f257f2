import { useEffect, useRef } from 'react';
import { useTranslation } from '@member/i18n';
import type { BottomTab } from '@member/shared-contracts/routes';
import { reserveBottomBarSpace } from './reserve-bottom-bar-space';
import { TabLinks } from './tab-links';
import styles from './bottom-navigation.module.css';

/**
 * The bottom navigation bar of narrow screens (access §2.9): the member's tabs. While it shows, the page
 * keeps focus and its last elements clear of it (`reserveBottomBarSpace`).
 */
export function BottomNavigation({ tabs, conciergeUnreadCount }: { tabs: readonly BottomTab[]; conciergeUnreadCount: number | null }) {
  const { t } = useTranslation('shell');
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => (barRef.current ? reserveBottomBarSpace(barRef.current) : undefined), []);
  return (
    <nav ref={barRef} aria-label={t('navigation.tabsLabel')} className={styles.bottomNavigation}>
      {/* Global navigation is off wherever this bar shows (narrow screen): tabs restore their history. */}
      <TabLinks tabs={tabs} globalNavigationOn={false} conciergeUnreadCount={conciergeUnreadCount} appearance="bar" />
    </nav>
  );
}
