import type { BottomTab } from '@member/shared-contracts/routes';

/** The strokes of each tab's icon, on a 24 × 24 grid. */
const TAB_ICON_PATHS: Readonly<Record<BottomTab, readonly string[]>> = {
  HOME: ['M3 11l9-7 9 7', 'M5.5 9.5V20h5v-6h3v6h5V9.5'],
  SEARCH: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13z', 'M15.5 15.5L20 20'],
  CARE_TEAM: ['M9 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7z', 'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6', 'M16 5a3 3 0 1 1 0 6', 'M17.5 14c2.4.4 4 2.6 4 5.5'],
  CLAIMS: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6M9 16h6'],
  CONCIERGE: ['M4 5h16v11H10l-6 4z', 'M8 9.5h8M8 12.5h5'],
};

/**
 * A tab's icon in the bottom bar. Decorative (hidden from assistive technology): the tab's text names it.
 * It sits above the label so the label can have the tab's whole width.
 */
export function TabIcon({ tab, className }: { tab: BottomTab; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {TAB_ICON_PATHS[tab].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
