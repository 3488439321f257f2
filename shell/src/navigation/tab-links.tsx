import { useTranslation } from '@member/i18n';
import { Link } from '@member/router';
import { useStore } from 'zustand';
import type { BottomTab } from '@member/shared-contracts/routes';
import { TabIcon } from './tab-icon';
import { tabHistoryStore } from './tab-history-store';
import styles from './tab-links.module.css';

/** Labels of the five tabs (the shell's `nav` strings). */
const TAB_LABEL_KEYS: Readonly<Record<BottomTab, string>> = {
  HOME: 'nav.home',
  SEARCH: 'nav.search',
  CARE_TEAM: 'nav.careTeam',
  CLAIMS: 'nav.claims',
  CONCIERGE: 'nav.concierge',
};

export interface TabLinksProps {
  tabs: readonly BottomTab[];
  globalNavigationOn: boolean;
  /** The CONCIERGE unread count; null or 0 shows no indicator. */
  conciergeUnreadCount: number | null;
  appearance: 'header' | 'bar';
}

/**
 * The member's tabs as links. Each link goes where selecting the tab goes (its last location, or its root
 * under global navigation — shared-contracts `routes/tab-history.ts`); the active tab is marked as the
 * current page; the CONCIERGE link carries the unread count in its accessible name. In the bottom bar each
 * tab is an icon over its label, and the label may be cut short on screen but never in its name.
 */
export function TabLinks({ tabs, globalNavigationOn, conciergeUnreadCount, appearance }: TabLinksProps) {
  const { t } = useTranslation('shell');
  const history = useStore(tabHistoryStore);
  const mode = { globalNavigationOn };
  const bar = appearance === 'bar';

  return (
    <ul className={bar ? styles.bar : styles.header}>
      {tabs.map((tab) => {
        const active = history.activeTab === tab;
        const unread = tab === 'CONCIERGE' && conciergeUnreadCount ? conciergeUnreadCount : 0;
        const label = t(TAB_LABEL_KEYS[tab]);
        return (
          <li key={tab} className={styles.item}>
            <Link
              to={tabHistoryStore.targetOf(tab, mode)}
              onClick={() => tabHistoryStore.select(tab, mode)}
              aria-current={active ? 'page' : undefined}
              className={active ? styles.active : styles.link}
              // Analytics names the tab by the spec's tab name (a badge puts a count in its accessible name).
              data-analytics={`tab.${tab}`}
              // The name holds the visible text, label then badge (WCAG 2.5.3), and says what the count is.
              aria-label={unread > 0 ? t('navigation.tabWithUnread', { label, count: unread }) : undefined}
            >
              {bar && <TabIcon tab={tab} className={styles.icon} />}
              <span className={styles.label}>{label}</span>
              {unread > 0 && ' '}
              {unread > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
