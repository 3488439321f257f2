import { BOTTOM_TABS, TAB_ROOTS, type BottomTab } from './bottom-tabs';
import { isTabRoot, tabForPath } from './navigation-tabs';

/**
 * Per-tab history of access §2.9 / features §2 as pure transitions (the shell keeps the state in a store):
 * "Each tab remembers its own history stack; when global navigation is on it does not restore history;
 * tabs are cleared when moving between tabs." "Back button: goes to the previous entry of the current
 * tab's history, else browser back, else /."
 *
 * Decisions where the spec is silent (docs/navigation-and-accessibility.md):
 * - A location belongs to the tab of its route (the tab roots and /get-support*); any other private page
 *   belongs to the tab the member is in (the active tab). Before any tab was entered, nothing is recorded.
 * - Reaching a tab root starts that tab's history again: its stack becomes just the root.
 * - "Moving between tabs" = the active tab changes. With global navigation on, every other tab's stack is
 *   cleared then (history is never restored in that mode, so the stacks are dropped); with it off, the
 *   stack of the tab being left is kept so selecting the tab again restores its last location.
 * - Selecting a tab: with global navigation on, or when the tab is the one already active, or when it
 *   has no history, the tab's root; else the last location of its stack.
 */

type TabStacks = Readonly<Record<BottomTab, readonly string[]>>;

export interface TabHistory {
  stacks: TabStacks;
  activeTab: BottomTab | null;
}

/** Stacks longer than this drop their oldest entries (a bound on memory; the root stays). */
export const TAB_HISTORY_MAX_ENTRIES = 50;

const emptyStacks = (): Record<BottomTab, string[]> =>
  Object.fromEntries(BOTTOM_TABS.map((tab) => [tab, []])) as unknown as Record<BottomTab, string[]>;

export const EMPTY_TAB_HISTORY: TabHistory = { stacks: emptyStacks(), activeTab: null };

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] ?? path;

function bounded(stack: string[]): string[] {
  if (stack.length <= TAB_HISTORY_MAX_ENTRIES) return stack;
  return [stack[0] as string, ...stack.slice(stack.length - TAB_HISTORY_MAX_ENTRIES + 1)];
}

/**
 * The tab a location belongs to: its route's tab; else the tab it is the last location of (the browser's
 * back button returning into a tab); else the active tab.
 */
function tabOfLocation(history: TabHistory, path: string): BottomTab | null {
  const routeTab = tabForPath(pathnameOf(path));
  if (routeTab) return routeTab;
  if (history.activeTab && history.stacks[history.activeTab].includes(path)) return history.activeTab;
  return BOTTOM_TABS.find((tab) => history.stacks[tab][history.stacks[tab].length - 1] === path) ?? history.activeTab;
}

/** Records a location the member reached by any navigation (`path` = pathname + search). */
export function recordTabLocation(history: TabHistory, path: string, options: { globalNavigationOn: boolean }): TabHistory {
  const tab = tabOfLocation(history, path);
  if (tab === null) return history;
  const pathname = pathnameOf(path);

  const moving = history.activeTab !== null && history.activeTab !== tab;
  const stacks: Record<BottomTab, string[]> = moving && options.globalNavigationOn
    ? emptyStacks()
    : (Object.fromEntries(BOTTOM_TABS.map((key) => [key, [...history.stacks[key]]])) as unknown as Record<BottomTab, string[]>);

  const stack = stacks[tab];
  if (isTabRoot(pathname)) {
    stacks[tab] = [path];
  } else if (stack[stack.length - 1] === path) {
    // Already on top: a restore, a back step of ours, or a re-render.
  } else if (stack[stack.length - 2] === path) {
    stack.pop(); // the browser's back button
  } else {
    stacks[tab] = bounded([...stack, path]);
  }
  return { stacks, activeTab: tab };
}

/** Where selecting a tab goes. */
export function tabSelectionTarget(history: TabHistory, tab: BottomTab, options: { globalNavigationOn: boolean }): string {
  const last = history.stacks[tab][history.stacks[tab].length - 1];
  if (options.globalNavigationOn || history.activeTab === tab || last === undefined) return TAB_ROOTS[tab];
  return last;
}

/**
 * The member selects a tab: where to go, and the history with that tab active (so the restored location,
 * which may be a deeper page, is recorded in it). With global navigation on, the other tabs are cleared.
 */
export function selectTab(history: TabHistory, tab: BottomTab, options: { globalNavigationOn: boolean }): { target: string; history: TabHistory } {
  const target = tabSelectionTarget(history, tab, options);
  const stacks = options.globalNavigationOn && history.activeTab !== tab ? emptyStacks() : history.stacks;
  return { target, history: { stacks, activeTab: tab } };
}

/**
 * The back button: the previous entry of the current tab's history (and the history without the current
 * entry), or null when the tab has none (then browser back, else `/`).
 */
export function tabBackStep(history: TabHistory): { target: string; history: TabHistory } | null {
  const tab = history.activeTab;
  if (tab === null) return null;
  const stack = history.stacks[tab];
  if (stack.length < 2) return null;
  const remaining = stack.slice(0, -1);
  return { target: remaining[remaining.length - 1] as string, history: { activeTab: tab, stacks: { ...history.stacks, [tab]: remaining } } };
}
