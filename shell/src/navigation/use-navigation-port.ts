import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { NavigationPort } from '@member/shared-contracts/mount';
import { tabHistoryStore } from './tab-history-store';
import { useCachedConciergeUnreadCount } from './use-concierge-unread-count';
import { useGoBack } from './use-go-back';
import { useNarrowScreen } from '../layout/use-narrow-screen';

/** The mount contract's NavigationPort (shared-contracts mount/navigation-port.ts), memoised. */
export function useNavigationPort(): NavigationPort {
  const goBack = useGoBack();
  const activeTab = useStore(tabHistoryStore, (state) => state.activeTab);
  const isNarrowScreen = useNarrowScreen();
  // Read from the layout's poll, not a second poller per mounted remote.
  const conciergeUnreadCount = useCachedConciergeUnreadCount() ?? 0;
  return useMemo(() => ({ goBack, activeTab, isNarrowScreen, conciergeUnreadCount }), [goBack, activeTab, isNarrowScreen, conciergeUnreadCount]);
}
