import type { Account } from '../account/account';
import type { AccountFeature } from '../account/product-features';
import type { AuthStatus } from '../identity/session';
import { needsBaseToBuyUp, type BaseToBuyUpAccount } from '../base-to-buy-up/base-to-buy-up';
import { isFeatureAvailable } from '../features/feature-availability';
import type { FlagValues } from '../flags/flag-definitions';
import { matchRoute } from './match-route';
import { PAGE_STATE_QUERY_KEY, SIGNED_OUT_PATH, withQueryValue } from './page-state';
import type { PrivateRouteDefinition, PublicRouteDefinition } from './route-definition';
import { BASE_TO_BUY_UP_PATH, HOME_PATH, NEW_MESSAGE_THREAD_PATH, ROOT_PATH, VERIFICATION_PATH } from './route-paths';
import { buildSignInRedirect, readRedirectTarget } from './sign-in-redirect';

/**
 * - allow: render the route
 * - redirect: replace the location with `to`
 * - notFound: the 404 error page
 * - pending: not decidable yet (session status querying/sso, or the account still loading) — the shell
 *   shows its loading page. Added to the three outcomes because redirecting while the session is still
 *   being read would lose every deep link on reload.
 */
export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'pending' };

interface RouteAccessInput {
  pathname: string;
  /** The query string, with or without `?`. */
  search?: string;
  status: AuthStatus;
  /** The member signed out in this page's life: a private path then lands on `/?state=signed-out`. */
  signedOut?: boolean;
  account: (Pick<Account, 'status'> & BaseToBuyUpAccount) | null;
  /** The stored sso provider name (session snapshot), for the base-to-buy-up gate (access §2.6). */
  ssoProviderName?: string | null;
  /** Product plus derived features (deriveAccountFeatures). */
  features: ReadonlySet<AccountFeature>;
  flags: FlagValues;
}

const ALLOW: RouteDecision = { kind: 'allow' };
const NOT_FOUND: RouteDecision = { kind: 'notFound' };
const PENDING: RouteDecision = { kind: 'pending' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * Public paths (access §2.1). Decision: at `/`, a signed-in user with a loaded account "gets the
 * authenticated app" — we send them to the kept `redirect` target, else /home (where the private rules
 * apply again, e.g. created → /verification).
 */
function decidePublic(route: PublicRouteDefinition, input: RouteAccessInput, search: string): RouteDecision {
  if (route.kind === 'redirect-to-root-keeping-query') return redirect(withSearch(ROOT_PATH, search));
  if (route.kind === 'redirect-to-sign-up') return redirect(`${ROOT_PATH}${withQueryValue(search, PAGE_STATE_QUERY_KEY, 'sign-up')}`);
  if (route.path === ROOT_PATH && input.status === 'authenticated') {
    if (!input.account) return PENDING;
    return redirect(readRedirectTarget(search) ?? HOME_PATH);
  }
  return ALLOW;
}

/** Private paths, in the order of access §2.8. */
function decidePrivate(route: PrivateRouteDefinition, input: RouteAccessInput, search: string): RouteDecision {
  if (input.status === 'querying' || input.status === 'sso') return PENDING;
  if (input.status === 'unauthenticated') return redirect(input.signedOut ? SIGNED_OUT_PATH : buildSignInRedirect(input.pathname, search));
  if (!input.account) return PENDING;

  // Base-to-buy-up (access §2.6) comes first: until the member completes the account, every private
  // page leads to the completion screen, which itself is open only while the rule holds.
  const mustComplete = needsBaseToBuyUp(input.account, input.ssoProviderName);
  if (route.path === BASE_TO_BUY_UP_PATH) return mustComplete ? ALLOW : redirect(HOME_PATH);
  if (mustComplete) return redirect(BASE_TO_BUY_UP_PATH);

  if (input.account.status === 'created') {
    if (route.path !== VERIFICATION_PATH) return redirect(VERIFICATION_PATH);
  } else if (input.account.status === 'inactive') {
    if (route.whenInactive === 'redirectHome') return redirect(HOME_PATH);
    if (route.whenInactive === 'redirectNewThread') return redirect(NEW_MESSAGE_THREAD_PATH);
  }

  return isFeatureAvailable(route.requires.features, route.requires.flags, input.features, input.flags) ? ALLOW : NOT_FOUND;
}

/** The route gate: one decision for a location, given the session, account, features and flags. */
export function decideRouteAccess(input: RouteAccessInput): RouteDecision {
  const match = matchRoute(input.pathname);
  if (!match) return NOT_FOUND;
  const search = input.search ?? '';
  return match.route.visibility === 'public' ? decidePublic(match.route, input, search) : decidePrivate(match.route, input, search);
}
