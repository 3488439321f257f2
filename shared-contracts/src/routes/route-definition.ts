import type { AccountFeature } from '../account/product-features';
import type { BooleanFlagKey } from '../flags/flag-definitions';
import type { RemoteName } from './remote-names';
import type { BottomTab } from './bottom-tabs';
import type { RouteTitleKey } from './route-titles';

/** Who renders a route: one of the six remotes, or the shell itself. */
export type RouteOwner = RemoteName | 'shell';

/**
 * What a public path does (access §2.1):
 * - page: a screen
 * - redirect-to-root-keeping-query: /sign-in, /welcome, /welcome/{sponsor}
 * - redirect-to-sign-up: /sign-up, /sign-up/client-org → / with state=sign-up
 * - info: informational pages (FAQ, terms, ...)
 * - sign-out, sso, timeout: the special landings
 */
export type PublicRouteKind = 'page' | 'redirect-to-root-keeping-query' | 'redirect-to-sign-up' | 'info' | 'sign-out' | 'sso' | 'timeout';

interface RouteRequirement {
  /** Product or derived features the account must have (access §6 / features §6 tables). */
  features: readonly AccountFeature[];
  /** Flags that must be on. */
  flags: readonly BooleanFlagKey[];
}

/**
 * Inactive accounts "may only see /home and messages; anything else goes to /home, and /get-support goes
 * to a new message thread" (access §2.8).
 */
export type InactiveBehaviour = 'allow' | 'redirectHome' | 'redirectNewThread';

export interface PublicRouteDefinition {
  visibility: 'public';
  /** react-router 7 pattern. */
  path: string;
  kind: PublicRouteKind;
  owner: RouteOwner;
  /** The page title's i18n key (WCAG 2.4.2; `route-titles.ts`). */
  title: RouteTitleKey;
  pageName?: undefined;
}

export interface PrivateRouteDefinition {
  visibility: 'private';
  /** react-router 7 pattern, e.g. `/claim-details/:id/appeal/:step`. */
  path: string;
  owner: RouteOwner;
  /** The page title's i18n key (WCAG 2.4.2; `route-titles.ts`). */
  title: RouteTitleKey;
  /** The bottom-nav tab the spec gives the route (features §2 "Tab" column), else null. */
  tab: BottomTab | null;
  isTabRoot: boolean;
  requires: RouteRequirement;
  whenInactive: InactiveBehaviour;
  /**
   * The page's name in analytics where the spec gives one (features §2 "Other analytics page names"):
   * the shell's one page view per visit carries it instead of the pattern, so no screen sends a second.
   */
  pageName?: string;
  /** The page's name while a flag is on: the page the flag turns the route into (`/benefit-access`, decision 041). */
  pageNameWhen?: { flag: BooleanFlagKey; pageName: string };
}

export type RouteDefinition = PublicRouteDefinition | PrivateRouteDefinition;
