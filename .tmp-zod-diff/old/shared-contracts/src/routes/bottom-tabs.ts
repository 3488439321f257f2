/** Access §2.9 / features §2: "Tabs: HOME, SEARCH, CARE_TEAM, CLAIMS, CONCIERGE". */
export const BOTTOM_TABS = ['HOME', 'SEARCH', 'CARE_TEAM', 'CLAIMS', 'CONCIERGE'] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number];

/** "Tab roots: /home, /search, /care-team, /claims, /messages". */
export const TAB_ROOTS: Readonly<Record<BottomTab, string>> = {
  HOME: '/home',
  SEARCH: '/search',
  CARE_TEAM: '/care-team',
  CLAIMS: '/claims',
  CONCIERGE: '/messages',
};
