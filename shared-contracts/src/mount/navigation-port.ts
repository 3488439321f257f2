import type { BottomTab } from '../routes/bottom-tabs';

/**
 * Navigation state and actions the host owns (access §2.9) that a remote's screens need: the back
 * button rule, the active tab, whether the screen is narrow (bottom navigation), and the CONCIERGE
 * unread count the shell polls.
 */
export interface NavigationPort {
  /** Previous entry of the current tab's history, else browser back, else `/`. */
  goBack(): void;
  /** The bottom tab the current screen belongs to (its own, or the last active one). */
  activeTab: BottomTab | null;
  /** Narrow screen: up to 767 px wide or 479 px high (access §9). */
  isNarrowScreen: boolean;
  /** Number of unread concierge threads (the CONCIERGE tab indicator). */
  conciergeUnreadCount: number;
}
