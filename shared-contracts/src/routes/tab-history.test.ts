import { EMPTY_TAB_HISTORY, TAB_HISTORY_MAX_ENTRIES, recordTabLocation, selectTab, tabBackStep, tabSelectionTarget, type TabHistory } from './tab-history';

const off = { globalNavigationOn: false };
const on = { globalNavigationOn: true };
const visit = (paths: string[], options = off, start: TabHistory = EMPTY_TAB_HISTORY) =>
  paths.reduce((history, path) => recordTabLocation(history, path, options), start);

describe('tab history (access §2.9)', () => {
  it('gives each tab its own stack; deeper pages belong to the active tab', () => {
    const history = visit(['/home', '/claims', '/claims/new', '/messages']);
    expect(history.activeTab).toBe('CONCIERGE');
    expect(history.stacks.HOME).toEqual(['/home']);
    expect(history.stacks.CLAIMS).toEqual(['/claims', '/claims/new']);
    expect(history.stacks.CONCIERGE).toEqual(['/messages']);
  });

  it('records nothing before a tab was entered', () => {
    expect(visit(['/claims/new'])).toEqual(EMPTY_TAB_HISTORY);
  });

  it('restores the last location of a tab when global navigation is off', () => {
    const history = visit(['/home', '/claims', '/claim-details/7', '/home']);
    expect(tabSelectionTarget(history, 'CLAIMS', off)).toBe('/claim-details/7');
    expect(tabSelectionTarget(history, 'SEARCH', off)).toBe('/search');
  });

  it('does not restore history when global navigation is on, and clears the other tabs when moving between tabs', () => {
    const before = visit(['/home', '/claims', '/claim-details/7']);
    expect(tabSelectionTarget(before, 'CLAIMS', on)).toBe('/claims');
    const after = recordTabLocation(before, '/home', on);
    expect(after.stacks.CLAIMS).toEqual([]);
    expect(after.stacks.HOME).toEqual(['/home']);
  });

  it('selecting the active tab goes to its root; reaching a root starts the tab again', () => {
    const history = visit(['/claims', '/claim-details/7']);
    expect(tabSelectionTarget(history, 'CLAIMS', off)).toBe('/claims');
    expect(recordTabLocation(history, '/claims', off).stacks.CLAIMS).toEqual(['/claims']);
  });

  it('follows the browser back button and ignores repeats', () => {
    const history = visit(['/claims', '/claim-details/7', '/claim-details/7/appeal/1', '/claim-details/7', '/claim-details/7']);
    expect(history.stacks.CLAIMS).toEqual(['/claims', '/claim-details/7']);
  });

  it('back goes to the previous entry of the current tab, else null', () => {
    const history = visit(['/claims', '/claim-details/7?state=x']);
    const step = tabBackStep(history);
    expect(step?.target).toBe('/claims');
    expect(step && recordTabLocation(step.history, step.target, off).stacks.CLAIMS).toEqual(['/claims']);
    expect(tabBackStep(visit(['/claims']))).toBeNull();
    expect(tabBackStep(EMPTY_TAB_HISTORY)).toBeNull();
  });

  it('keeps stacks bounded, the root first', () => {
    const paths = ['/claims', ...Array.from({ length: 80 }, (_, index) => `/claim-details/${index}`)];
    const stack = visit(paths).stacks.CLAIMS;
    expect(stack).toHaveLength(TAB_HISTORY_MAX_ENTRIES);
    expect(stack[0]).toBe('/claims');
    expect(stack[stack.length - 1]).toBe('/claim-details/79');
  });

  it('selecting a tab makes it active, so a restored deeper page is recorded in it', () => {
    const history = visit(['/home', '/claims', '/claim-details/7', '/home']);
    const selected = selectTab(history, 'CLAIMS', off);
    expect(selected.target).toBe('/claim-details/7');
    const after = recordTabLocation(selected.history, selected.target, off);
    expect(after.activeTab).toBe('CLAIMS');
    expect(after.stacks.CLAIMS).toEqual(['/claims', '/claim-details/7']);
    expect(after.stacks.HOME).toEqual(['/home']);
  });

  it('selecting another tab under global navigation clears the other tabs', () => {
    const selected = selectTab(visit(['/home', '/claims', '/claim-details/7'], on), 'HOME', on);
    expect(selected.target).toBe('/home');
    expect(selected.history.stacks.CLAIMS).toEqual([]);
  });

  it("the browser's back button returning to a tab's last location goes back into that tab", () => {
    const history = visit(['/claims', '/claim-details/7', '/home', '/claim-details/7']);
    expect(history.activeTab).toBe('CLAIMS');
    expect(history.stacks.HOME).toEqual(['/home']);
  });
});
