import type { Page } from '@playwright/test';
import { attachReceipt } from './flow-answers';
import { SEEDED_CLAIMS } from '../../sandbox/src/seed/claims-seed';
import { SEEDED_RECOMMENDATIONS } from '../../sandbox/src/member-api/search/search-seed';

/**
 * Every page state a member can reach by its address (and the few reached by one press from there),
 * signed out or signed in as Maria (the seed's member with every feature): the list that the
 * page-by-page checks walk (reflow and large text in `reflow.spec.ts`). A state is ready once its `<h1>` is
 * visible and, where the page fills in later, once `settle` has seen that content; `settle` finds it by
 * role or structure (or by its name in both languages), so the same list serves both languages.
 */
export interface PageState {
  /** The address to load; also the state's name in reports. */
  path: string;
  /** What makes the state whole after its heading shows (results, a thread's messages, one press). */
  settle?: (page: Page) => Promise<void>;
  /** A name for reports when one address gives several states. */
  name?: string;
}

/** Addresses that are whole once their heading shows. */
const statesAt = (...paths: string[]): PageState[] => paths.map((path) => ({ path }));

const firstSearchResult = (page: Page) => page.locator('main ul li a[href*="provider="]').first();

/** Signed out: the welcome, sign-in, sign-up and recovery screens and the public information pages. */
export const PUBLIC_PAGE_STATES: PageState[] = [
  ...statesAt('/', '/?state=sign-in', '/?state=sign-up', '/recover-password', '/recover-email'),
  ...statesAt('/faq', '/info/benefit', '/methodology', '/open-source', '/privacy-policy', '/terms-of-service', '/sitemap'),
  ...statesAt('/timeout', '/no-such-page'),
  // The error states `?error=` names (access §2.1; decision 036).
  { path: '/?state=sign-in&error=generic', name: 'error state: generic' },
  { path: '/?state=sign-in&error=countryRestriction', name: 'error state: country restriction' },
];

/** Signed in as Maria: every private route, each claim kind, each thread, the search and its provider page. */
export const MEMBER_PAGE_STATES: PageState[] = [
  ...statesAt('/home', '/account', '/settings', '/delete-account'),
  ...statesAt('/security', '/security/mfa', '/security/mfa/phone', '/security/mfa/success', '/security/set-password', '/security/biometrics'),
  ...statesAt('/benefit', '/benefit/info/covered-expenses', '/benefit/info/card', '/coverage-details', '/id-card', '/care-team'),
  { path: `/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}` },
  { path: '/claims', settle: (page) => page.locator('main li a[href*="/claim-details/"]').first().waitFor() },
  { path: '/claims?view=recent' },
  ...Object.values(SEEDED_CLAIMS)
    .filter((id) => id.startsWith('clm-200001'))
    .map((id) => ({ path: `/claim-details/${id}` })),
  { path: '/repayment-requests' },
  { path: '/reimbursements' },
  {
    path: '/reimbursements',
    name: '/reimbursements, the bank-link dialog',
    settle: async (page) => {
      await page.getByRole('main').getByRole('button', { name: /^(Set up direct deposit|Configurar depósito directo)$/ }).click();
      await page.getByRole('dialog').getByRole('button').first().waitFor();
    },
  },
  { path: '/home?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims', settle: (page) => page.getByRole('dialog').waitFor() },
  ...statesAt('/reimbursements/check-confirmation', '/reimbursements/setup-direct-deposit-later'),
  ...statesAt('/notifications/claim-needs-information-200001', '/notifications/direct-deposit-200001', '/notifications/benefit-renewal-200001'),
  { path: '/notifications/flu-shot-200001', name: '/notifications, the link-expired prompt' },
  { path: '/notifications/health-check-in-200001', name: '/notifications, the already-completed prompt' },
  { path: '/claims?modal=faq', name: '/claims with the FAQ as an info-page modal', settle: (page) => page.getByRole('dialog').waitFor() },
  { path: '/messages/ticket-200006-1', name: "/messages, another member's conversation (not found)" },
  ...statesAt('/get-support', '/get-support/claims', '/get-support/claims/claim_status'),
  { path: '/messages', settle: (page) => page.locator('main a[href*="/messages/ticket-"]').first().waitFor() },
  { path: '/messages/new' },
  { path: '/messages/new', name: '/messages/new with an attachment', settle: attachReceipt },
  ...[1, 2, 3, 4].map((thread) => ({ path: `/messages/ticket-200001-${thread}`, settle: (page: Page) => page.locator('main form, main p').first().waitFor() })),
  { path: '/providers' },
  { path: '/search' },
  { path: '/search?q=dermatology', settle: (page) => firstSearchResult(page).waitFor() },
  {
    path: '/search?q=dermatology',
    name: '/search?q=dermatology&provider=(first result)',
    settle: async (page) => {
      await firstSearchResult(page).click();
      await page.waitForURL(/provider=/);
      await page.locator('main a[href^="tel:"]').first().waitFor();
    },
  },
];

/**
 * The multi-step flows, walked in one page from their first step: each step is measured with its
 * question unanswered, then (where Continue with no answer says what is missing) with the error shown,
 * then answered by `answerFlowStep` (flow-answers.ts) and continued to the next step.
 */
export interface PageFlow {
  name: string;
  start: string;
  /** How many steps follow the first one (the last reached is measured too). */
  steps: number;
}

export const MEMBER_PAGE_FLOWS: PageFlow[] = [
  { name: 'claim submission', start: '/claims/new', steps: 6 },
  { name: 'appeal', start: `/claim-details/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeal/choose-action`, steps: 5 },
];
