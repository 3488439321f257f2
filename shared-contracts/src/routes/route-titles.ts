import { readPageState } from './page-state';

/**
 * The page title of every route (WCAG 2.4.2 "Page Titled"), as an i18n key. The route table gives each
 * route one (`RouteDefinition.title`); the shell translates it under `routing.titles.<key>` and sets
 * `document.title` to "<page> · Member" (`routing.titleFormat`) on every route and language change.
 * Keys, not strings: shared-contracts carries no user-facing text.
 */
export const ROUTE_TITLE_KEYS = [
  'welcome', 'signIn', 'signUp', 'signUpDob', 'signUpEmployer', 'signUpName', 'signUpPassword', 'signUpPhone',
  'signUpIdentifier', 'signOut', 'recoverPassword', 'resetPassword', 'recoverEmail', 'sso', 'timeout', 'faq', 'info',
  'methodology', 'openSource', 'privacyPolicy', 'termsOfService', 'sitemap',
  'account', 'deleteAccount', 'settings', 'security', 'mfa', 'mfaCode', 'mfaPhone', 'mfaSuccess', 'setPassword',
  'biometrics', 'benefit', 'benefitAccess', 'benefitInfo', 'coverageDetails', 'careTeam', 'claims', 'newClaim',
  'claimDetails', 'claimAppeal', 'repaymentRequests', 'getSupport', 'home', 'messages', 'messageThread',
  'notification', 'bankLink', 'providers', 'provider', 'recommendation', 'recommendedProvider', 'reimbursements',
  'checkConfirmation', 'directDepositSuccess', 'directDepositLater', 'search', 'verification', 'completeAccount', 'idCard',
  // Not routes: what the shell shows when no route (or no access) applies.
  'notFound', 'error',
] as const;
export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number];

/**
 * The title key of a location's route. `/` is one path for several screens (access §2.1): state=sign-up is
 * the sign-up screen, an unset state the welcome carousel (or, once seen, the redirect to state=sign-in),
 * any other state the sign-in screen — the same reading as `decideRootScreen`.
 */
export function routeTitleKey(route: { path: string; title: RouteTitleKey }, search: string): RouteTitleKey {
  if (route.path !== '/') return route.title;
  const state = readPageState(search);
  if (state === 'sign-up') return 'signUp';
  if (state === null) return 'welcome';
  return 'signIn';
}
