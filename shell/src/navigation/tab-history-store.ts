import { createStore } from 'zustand';
import { EMPTY_TAB_HISTORY, recordTabLocation, selectTab, tabBackStep, tabSelectionTarget, type BottomTab, type TabHistory } from '@member/shared-contracts/routes';

/**
 * The per-tab history stacks (access §2.9), one per page. The transitions are the pure rules of
 * shared-contracts `routes/tab-history.ts`; this store only holds the state:
 * - every location the member reaches is recorded in the tab it belongs to;
 * - selecting a tab restores its last location, unless global navigation is on (then its root);
 * - with global navigation on, moving between tabs clears the other tabs' stacks;
 * - the back button takes the previous entry of the current tab.
 */
export function createTabHistoryStore() {
  const store = createStore<TabHistory>(() => EMPTY_TAB_HISTORY);
  return Object.assign(store, {
    record(path: string, options: { globalNavigationOn: boolean }) {
      const next = recordTabLocation(store.getState(), path, options);
      if (next !== store.getState()) store.setState(next, true);
    },
    targetOf(tab: BottomTab, options: { globalNavigationOn: boolean }) {
      return tabSelectionTarget(store.getState(), tab, options);
    },
    /** The member selects a tab: answers where to go and makes it the active tab. */
    select(tab: BottomTab, options: { globalNavigationOn: boolean }): string {
      const { target, history } = selectTab(store.getState(), tab, options);
      store.setState(history, true);
      return target;
    },
    /** Pops the current tab's stack and answers where back goes, or null (then browser back, else `/`). */
    takeBackStep(): string | null {
      const step = tabBackStep(store.getState());
      if (!step) return null;
      store.setState(step.history, true);
      return step.target;
    },
    /** Sign-out: the next member starts with no history. */
    clear() {
      store.setState(EMPTY_TAB_HISTORY, true);
    },
  });
}

/** The shell's one store (one shell per page). */
export const tabHistoryStore = createTabHistoryStore();
