import { useTranslation } from '@member/i18n';
import { TabLinks } from '../navigation/tab-links';
import type { BottomTab } from '@member/shared-contracts/routes';

/**
 * The global navigation of the desktop header (access §2.9): the member's tabs. It shows only under the
 * rule of `isGlobalNavigationVisible` (the caller decides); selecting a tab opens its root — global
 * navigation does not restore tab history.
 */
export function PrimaryNavigation({ tabs, conciergeUnreadCount }: { tabs: readonly BottomTab[]; conciergeUnreadCount: number | null }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')}>
      <TabLinks tabs={tabs} globalNavigationOn conciergeUnreadCount={conciergeUnreadCount} appearance="header" />
    </nav>
  );
}
