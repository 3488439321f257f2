import type { AccountFeature } from '../account/product-features';
import { EXTERNAL_BENEFIT_PAGE_NAME } from '../content/incentive-pages';
import type { BooleanFlagKey } from '../flags/flag-definitions';
import type { BottomTab } from './bottom-tabs';
import type {
  InactiveBehaviour,
  PrivateRouteDefinition,
  PublicRouteDefinition,
  PublicRouteKind,
  RouteDefinition,
  RouteOwner,
} from './route-definition';
import type { RouteTitleKey } from './route-titles';
import { ROUTE_REQUIREMENTS } from './route-requirements';
import { ID_CARD_PATH } from './route-paths';

const pub = (path: string, kind: PublicRouteKind, owner: RouteOwner, title: RouteTitleKey): PublicRouteDefinition => ({
  visibility: 'public',
  path,
  kind,
  owner,
  title,
});

interface PrivateOptions {
  features?: readonly AccountFeature[];
  flags?: readonly BooleanFlagKey[];
  tab?: BottomTab;
  isTabRoot?: boolean;
  whenInactive?: InactiveBehaviour;
  pageName?: string;
  pageNameWhen?: PrivateRouteDefinition['pageNameWhen'];
}

const priv = (path: string, title: RouteTitleKey, owner: RouteOwner, options: PrivateOptions = {}): PrivateRouteDefinition => ({
  visibility: 'private',
  path,
  owner,
  title,
  tab: options.tab ?? null,
  isTabRoot: options.isTabRoot ?? false,
  requires: { features: options.features ?? [], flags: options.flags ?? [] },
  whenInactive: options.whenInactive ?? 'redirectHome',
  pageName: options.pageName,
  pageNameWhen: options.pageNameWhen,
});

/**
 * Access §2.1: every public path. Owners (our choice): `/` (carousel, sign-in, sign-up email), the sign-up
 * steps and the recovery screens → mfe_auth; redirects, sign-out, the sso return and the timeout landing
 * (session work the shell owns) and the informational pages → shell.
 */
export const PUBLIC_ROUTES: readonly PublicRouteDefinition[] = [
  pub('/', 'page', 'mfe_auth', 'welcome'),
  pub('/sign-in', 'redirect-to-root-keeping-query', 'shell', 'signIn'),
  pub('/welcome', 'redirect-to-root-keeping-query', 'shell', 'welcome'),
  pub('/welcome/:sponsor', 'redirect-to-root-keeping-query', 'shell', 'welcome'),
  pub('/sign-up', 'redirect-to-sign-up', 'shell', 'signUp'),
  pub('/sign-up/client-org', 'redirect-to-sign-up', 'shell', 'signUp'),
  pub('/sign-up/dob', 'page', 'mfe_auth', 'signUpDob'),
  pub('/sign-up/employer', 'page', 'mfe_auth', 'signUpEmployer'),
  pub('/sign-up/name', 'page', 'mfe_auth', 'signUpName'),
  pub('/sign-up/password', 'page', 'mfe_auth', 'signUpPassword'),
  pub('/sign-up/phone', 'page', 'mfe_auth', 'signUpPhone'),
  pub('/sign-up/identifier', 'page', 'mfe_auth', 'signUpIdentifier'),
  pub('/sign-out', 'sign-out', 'shell', 'signOut'),
  pub('/recover-password', 'page', 'mfe_auth', 'recoverPassword'),
  pub('/reset-password', 'page', 'mfe_auth', 'resetPassword'),
  pub('/recover-email', 'page', 'mfe_auth', 'recoverEmail'),
  pub('/sso', 'sso', 'shell', 'sso'),
  pub('/timeout', 'timeout', 'shell', 'timeout'),
  pub('/faq', 'info', 'shell', 'faq'),
  pub('/info/:context', 'info', 'shell', 'info'),
  pub('/methodology', 'info', 'shell', 'methodology'),
  pub('/open-source', 'info', 'shell', 'openSource'),
  pub('/privacy-policy', 'info', 'shell', 'privacyPolicy'),
  pub('/terms-of-service', 'info', 'shell', 'termsOfService'),
  pub('/sitemap', 'info', 'shell', 'sitemap'),
];

const AM = 'ACCOUNT_MANAGEMENT' as const;
const tfa = { features: [AM], flags: ['tfaUX'] } as const;
const reimbursements = ROUTE_REQUIREMENTS.reimbursements;
const providers = ROUTE_REQUIREMENTS.providers;
const support = { features: ['CONCIERGE'], tab: 'CONCIERGE', whenInactive: 'redirectNewThread' } as const;

/**
 * Access §2.8: every private path, with the requirements of the §6 tables of both documents.
 * Decisions where the spec is silent:
 * - /care-team needs the derived CARE_TEAM feature (which already includes careTeamUX) and careTeamUX.
 * - "reimbursements" (features + bankAccountLinkingUX) covers /reimbursements and its three sub-pages;
 *   /plaid-oauth (the bank-link return point) needs HRA and bankAccountLinkingUX too.
 * - "benefit pages" = /benefit and /benefit/info/:context; /benefit-access needs nothing (access §6 "none").
 * - /claims/new needs SUBMIT_CLAIMS only (SUBMIT_CLAIMS already implies VIEW_CLAIMS).
 * - tab: only where the features §2 table gives one (the five roots and /get-support*); other pages stay
 *   in whichever tab is active.
 */
export const PRIVATE_ROUTES: readonly PrivateRouteDefinition[] = [
  priv('/account', 'account', 'mfe_auth', { features: [AM] }),
  priv('/delete-account', 'deleteAccount', 'mfe_auth', { features: [AM] }),
  priv('/settings', 'settings', 'mfe_auth', { features: [AM] }),
  priv('/security', 'security', 'mfe_auth', { features: [AM] }),
  priv('/security/mfa', 'mfa', 'mfe_auth', tfa),
  priv('/security/mfa/code', 'mfaCode', 'mfe_auth', tfa),
  priv('/security/mfa/phone', 'mfaPhone', 'mfe_auth', tfa),
  priv('/security/mfa/success', 'mfaSuccess', 'mfe_auth', tfa),
  priv('/security/set-password', 'setPassword', 'mfe_auth', tfa),
  priv('/security/biometrics', 'biometrics', 'mfe_auth', tfa),
  priv('/benefit', 'benefit', 'mfe_home_onboarding', ROUTE_REQUIREMENTS.benefit),
  priv('/benefit-access', 'benefitAccess', 'mfe_home_onboarding', {
    ...ROUTE_REQUIREMENTS.benefitAccess,
    pageNameWhen: { flag: 'showExternalPortal', pageName: EXTERNAL_BENEFIT_PAGE_NAME },
  }),
  priv('/benefit/info/:context', 'benefitInfo', 'mfe_home_onboarding', ROUTE_REQUIREMENTS.benefit),
  priv('/coverage-details', 'coverageDetails', 'mfe_home_onboarding', { features: ['INCENTIVE_FEATURE'], flags: ['showHraAccumulator'] }),
  priv('/care-team', 'careTeam', 'mfe_search_careteam', { ...ROUTE_REQUIREMENTS.careTeam, tab: 'CARE_TEAM', isTabRoot: true, pageName: 'Care Team Page' }),
  priv('/claims', 'claims', 'mfe_claims', { ...ROUTE_REQUIREMENTS.claims, tab: 'CLAIMS', isTabRoot: true }),
  priv('/claims/new', 'newClaim', 'mfe_claims', { features: ['SUBMIT_CLAIMS'] }),
  priv('/claim-details/:id', 'claimDetails', 'mfe_claims', { features: ['VIEW_CLAIMS'] }),
  priv('/claim-details/:id/appeal/:step', 'claimAppeal', 'mfe_claims', { features: ['VIEW_CLAIMS'] }),
  priv('/repayment-requests', 'repaymentRequests', 'mfe_claims', { features: ['VIEW_CLAIMS'], flags: ['showMemberOverpayments'] }),
  priv('/get-support', 'getSupport', 'mfe_messages', support),
  priv('/get-support/:category', 'getSupport', 'mfe_messages', support),
  priv('/get-support/:category/:subcategory', 'getSupport', 'mfe_messages', support),
  priv('/home', 'home', 'mfe_home_onboarding', { tab: 'HOME', isTabRoot: true, whenInactive: 'allow' }),
  priv('/messages', 'messages', 'mfe_messages', { ...ROUTE_REQUIREMENTS.messages, tab: 'CONCIERGE', isTabRoot: true }),
  priv('/messages/:threadId', 'messageThread', 'mfe_messages', { features: ['CONCIERGE'], whenInactive: 'allow' }),
  priv('/notifications/:ruleId', 'notification', 'mfe_home_onboarding'),
  priv('/plaid-oauth', 'bankLink', 'mfe_reimbursements', reimbursements),
  priv('/providers', 'providers', 'mfe_search_careteam', providers),
  priv('/providers/:providerId', 'provider', 'mfe_search_careteam', providers),
  priv('/recommendations/:recommendationId', 'recommendation', 'mfe_search_careteam', ROUTE_REQUIREMENTS.recommendations),
  priv('/recommendations/:recommendationId/provider/:providerId', 'recommendedProvider', 'mfe_search_careteam', ROUTE_REQUIREMENTS.recommendations),
  priv('/reimbursements', 'reimbursements', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/check-confirmation', 'checkConfirmation', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/direct-deposit-success', 'directDepositSuccess', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/setup-direct-deposit-later', 'directDepositLater', 'mfe_reimbursements', reimbursements),
  priv('/search', 'search', 'mfe_search_careteam', { ...ROUTE_REQUIREMENTS.search, tab: 'SEARCH', isTabRoot: true }),
  priv('/verification', 'verification', 'mfe_auth'),
  // Not in access §2.8 (§2.6 gives the base-to-buy-up screen no path): our choice, gated in route-access.
  priv('/complete-account', 'completeAccount', 'mfe_auth', { pageName: 'Base To Buy Up' }),
  // Beyond the spec: the member's plan ID card, beside coverage details (decision 066).
  priv(ID_CARD_PATH, 'idCard', 'mfe_home_onboarding', { ...ROUTE_REQUIREMENTS.idCard, pageName: 'ID Card' }),
];

export const ROUTE_TABLE: readonly RouteDefinition[] = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES];

// The paths the apps name in code (they need no route table: a remote that only links to them does not carry it).
export * from './route-paths';
