/**
 * The budgets `scripts/check-budgets.mjs` checks (JavaScript, KiB gzip); the budget suite of `npm test`
 * counts one check per entry.
 */
/**
 * First loads. Issue 9 asks sign-in ≤ 220, first visit (welcome) ≤ 240, /home ≤ 245 KiB gzip. Welcome
 * (230.6) and /home (225.5) meet theirs. Sign-in measures 225.3 after the issue 9 cuts (264.0 before):
 * its budget here is 226 — down from 265, not yet the 220, which stays open (ARCHITECTURE.md
 * "First-load weight" lists where its bytes go and the next cuts). Lower this to 220 when they land.
 */
export const BUDGETS_KIB = { 'sign-in': 226, welcome: 240, '/home': 245 };

/**
 * What navigating to a feature route adds, KiB gzip, with the limit its issue gives: /messages 60
 * (issue 10), /claims 60 and /claims/new 90 more (issue 11), /reimbursements 50 (issue 12), /search 60
 * (issue 13), /coverage-details 40 (issue 14). /care-team has no limit of its own in issue 13: it is
 * the same remote as /search, so the same 60.
 * @type {{ path: string, from: string, budgetKiB: number }[]}
 */
export const ROUTE_BUDGETS = [
  { path: '/messages', from: '/home', budgetKiB: 60 },
  { path: '/claims', from: '/home', budgetKiB: 60 },
  { path: '/claims/new', from: '/claims', budgetKiB: 90 },
  { path: '/reimbursements', from: '/home', budgetKiB: 50 },
  { path: '/search', from: '/home', budgetKiB: 60 },
  { path: '/care-team', from: '/home', budgetKiB: 60 },
  { path: '/coverage-details', from: '/home', budgetKiB: 40 },
];

/** How many checks the budget suite makes (a page that could not be measured counts as failed). */
export const BUDGET_CHECK_COUNT = Object.keys(BUDGETS_KIB).length + ROUTE_BUDGETS.length;
