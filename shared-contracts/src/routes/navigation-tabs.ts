import type { AccountFeature } from '../account/product-features';
import { isFeatureAvailable } from '../features/feature-availability';
import type { FlagValues } from '../flags/flag-definitions';
import { BOTTOM_TABS, TAB_ROOTS, type BottomTab } from './bottom-tabs';
import { matchRoute } from './match-route';

/** The tab of a path per the route table (tab roots and /get-support*), or null. */
export function tabForPath(pathname: string): BottomTab | null {
  const match = matchRoute(pathname);
  return match && match.route.visibility === 'private' ? match.route.tab : null;
}

export function isTabRoot(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.route.visibility === 'private' && match.route.isTabRoot;
}

/**
 * Tabs whose root route the member may open, in the spec's order. Search-only members get no
 * navigation links (access §2.9). Decision: a tab shows when its root route's requirements are met.
 */
export function visibleBottomTabs(features: ReadonlySet<AccountFeature>, flags: FlagValues, searchOnly: boolean): BottomTab[] {
  if (searchOnly) return [];
  return BOTTOM_TABS.filter((tab) => {
    const match = matchRoute(TAB_ROOTS[tab]);
    if (!match || match.route.visibility !== 'private') return false;
    return isFeatureAvailable(match.route.requires.features, match.route.requires.flags, features, flags);
  });
}
