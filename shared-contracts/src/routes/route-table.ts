import type { AccountFeature } from '../entities/product-features';
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

const pub = (path: string, kind: PublicRouteKind, owner: RouteOwner): PublicRouteDefinition => ({ visibility: 'public', path, kind, owner });

interface PrivateOptions {
  features?: readonly AccountFeature[];
  flags?: readonly BooleanFlagKey[];
  tab?: BottomTab;
  isTabRoot?: boolean;
  whenInactive?: InactiveBehaviour;
}

const priv = (path: string, owner: RouteOwner, options: PrivateOptions = {}): PrivateRouteDefinition => ({
  visibility: 'private',
  path,
  owner,
  tab: options.tab ?? null,
  isTabRoot: options.isTabRoot ?? false,
  requires: { features: options.features ?? [], flags: options.flags ?? [] },
  whenInactive: options.whenInactive ?? 'redirectHome',
});

/**
 * Access §2.1: every public path. Owners (our choice): `/` (carousel, sign-in, sign-up email), the sign-up
 * steps and the recovery screens → mfe_auth; redirects, sign-out, the sso return and the timeout landing
 * (session work the shell owns) and the informational pages → shell.
 */
export const PUBLIC_ROUTES: readonly PublicRouteDefinition[] = [
  pub('/', 'page', 'mfe_auth'),
  pub('/sign-in', 'redirect-to-root-keeping-query', 'shell'),
  pub('/welcome', 'redirect-to-root-keeping-query', 'shell'),
  pub('/welcome/:sponsor', 'redirect-to-root-keeping-query', 'shell'),
  pub('/sign-up', 'redirect-to-sign-up', 'shell'),
  pub('/sign-up/client-org', 'redirect-to-sign-up', 'shell'),
  pub('/sign-up/dob', 'page', 'mfe_auth'),
  pub('/sign-up/employer', 'page', 'mfe_auth'),
  pub('/sign-up/name', 'page', 'mfe_auth'),
  pub('/sign-up/password', 'page', 'mfe_auth'),
  pub('/sign-up/phone', 'page', 'mfe_auth'),
  pub('/sign-up/identifier', 'page', 'mfe_auth'),
  pub('/sign-out', 'sign-out', 'shell'),
  pub('/recover-password', 'page', 'mfe_auth'),
  pub('/reset-password', 'page', 'mfe_auth'),
  pub('/recover-email', 'page', 'mfe_auth'),
  pub('/sso', 'sso', 'shell'),
  pub('/timeout', 'timeout', 'shell'),
  pub('/faq', 'info', 'shell'),
  pub('/info/:context', 'info', 'shell'),
  pub('/methodology', 'info', 'shell'),
  pub('/open-source', 'info', 'shell'),
  pub('/privacy-policy', 'info', 'shell'),
  pub('/terms-of-service', 'info', 'shell'),
  pub('/sitemap', 'info', 'shell'),
];

const AM = 'ACCOUNT_MANAGEMENT' as const;
const tfa = { features: [AM], flags: ['tfaUX'] } as const;
const reimbursements = { features: ['HRA'], flags: ['bankAccountLinkingUX'] } as const;
const providers = { features: [AM, 'SEARCH'], flags: ['myProvidersUX'] } as const;
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
  priv('/account', 'mfe_auth', { features: [AM] }),
  priv('/delete-account', 'mfe_auth', { features: [AM] }),
  priv('/settings', 'mfe_auth', { features: [AM] }),
  priv('/security', 'mfe_auth', { features: [AM] }),
  priv('/security/mfa', 'mfe_auth', tfa),
  priv('/security/mfa/code', 'mfe_auth', tfa),
  priv('/security/mfa/phone', 'mfe_auth', tfa),
  priv('/security/mfa/success', 'mfe_auth', tfa),
  priv('/security/set-password', 'mfe_auth', tfa),
  priv('/security/biometrics', 'mfe_auth', tfa),
  priv('/benefit', 'mfe_home_onboarding', { features: ['INCENTIVE_FEATURE'] }),
  priv('/benefit-access', 'mfe_home_onboarding'),
  priv('/benefit/info/:context', 'mfe_home_onboarding', { features: ['INCENTIVE_FEATURE'] }),
  priv('/coverage-details', 'mfe_home_onboarding', { features: ['INCENTIVE_FEATURE'], flags: ['showHraAccumulator'] }),
  priv('/care-team', 'mfe_search_careteam', { features: ['CARE_TEAM'], flags: ['careTeamUX'], tab: 'CARE_TEAM', isTabRoot: true }),
  priv('/claims', 'mfe_claims', { features: ['VIEW_CLAIMS'], tab: 'CLAIMS', isTabRoot: true }),
  priv('/claims/new', 'mfe_claims', { features: ['SUBMIT_CLAIMS'] }),
  priv('/claim-details/:id', 'mfe_claims', { features: ['VIEW_CLAIMS'] }),
  priv('/claim-details/:id/appeal/:step', 'mfe_claims', { features: ['VIEW_CLAIMS'] }),
  priv('/repayment-requests', 'mfe_claims', { features: ['VIEW_CLAIMS'], flags: ['showMemberOverpayments'] }),
  priv('/get-support', 'mfe_messages', support),
  priv('/get-support/:category', 'mfe_messages', support),
  priv('/get-support/:category/:subcategory', 'mfe_messages', support),
  priv('/home', 'mfe_home_onboarding', { tab: 'HOME', isTabRoot: true, whenInactive: 'allow' }),
  priv('/messages', 'mfe_messages', { features: ['CONCIERGE'], tab: 'CONCIERGE', isTabRoot: true, whenInactive: 'allow' }),
  priv('/messages/:threadId', 'mfe_messages', { features: ['CONCIERGE'], whenInactive: 'allow' }),
  priv('/notifications/:ruleId', 'mfe_home_onboarding'),
  priv('/plaid-oauth', 'mfe_reimbursements', reimbursements),
  priv('/providers', 'mfe_search_careteam', providers),
  priv('/providers/:providerId', 'mfe_search_careteam', providers),
  priv('/recommendations/:recommendationId', 'mfe_search_careteam', { features: ['SEARCH'] }),
  priv('/recommendations/:recommendationId/provider/:providerId', 'mfe_search_careteam', { features: ['SEARCH'] }),
  priv('/reimbursements', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/check-confirmation', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/direct-deposit-success', 'mfe_reimbursements', reimbursements),
  priv('/reimbursements/setup-direct-deposit-later', 'mfe_reimbursements', reimbursements),
  priv('/search', 'mfe_search_careteam', { features: ['SEARCH'], tab: 'SEARCH', isTabRoot: true }),
  priv('/verification', 'mfe_auth'),
  // Not in access §2.8 (§2.6 gives the base-to-buy-up screen no path): our choice, gated in route-access.
  priv('/complete-account', 'mfe_auth'),
];

export const ROUTE_TABLE: readonly RouteDefinition[] = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES];

/** Where status `created` is forced (access §2.8). */
export const VERIFICATION_PATH = '/verification';
/**
 * The base-to-buy-up completion screen (access §2.6; the spec gives it no path — decision). Every private
 * page leads here while `needsBaseToBuyUp` holds; otherwise it leads to /home.
 */
export const BASE_TO_BUY_UP_PATH = '/complete-account';
/** Where inactive accounts land (access §2.8). */
export const HOME_PATH = '/home';
/** "a new message thread": threadId may be the word new (features §2). */
export const NEW_MESSAGE_THREAD_PATH = '/messages/new';
export const ROOT_PATH = '/';
