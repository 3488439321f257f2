import type { AccountFeature } from '../account/product-features';
import type { FlagValues } from '../flags/flag-definitions';
import { isTabRoot } from './navigation-tabs';

/**
 * Layout rules of access §2.9 / features §2, §4 as pure functions (the shell applies them).
 */

/** "Global navigation shows only when authenticated, the global-navigation flag is on and the desktop header is visible. Search-only users get ... no global nav." */
export function isGlobalNavigationVisible(input: {
  authenticated: boolean;
  flags: Pick<FlagValues, 'globalNavUX'>;
  /** The desktop header is on screen: the layout state says visible and the screen is not narrow (there a wordmark header replaces it). */
  desktopHeaderVisible: boolean;
  searchOnly: boolean;
}): boolean {
  return input.authenticated && input.flags.globalNavUX && input.desktopHeaderVisible && !input.searchOnly;
}

/**
 * "Narrow screens show a bottom navigation bar when authenticated, the bar is enabled, the flag is on and
 * there is at least one link." Decision: "the flag" is the global-navigation flag `globalNavUX` (the only
 * navigation flag of features §9); the links are the visible bottom tabs (search-only members have none).
 */
export function isBottomNavigationVisible(input: {
  authenticated: boolean;
  narrowScreen: boolean;
  navBarVisible: boolean;
  flags: Pick<FlagValues, 'globalNavUX'>;
  tabCount: number;
}): boolean {
  return input.authenticated && input.narrowScreen && input.navBarVisible && input.flags.globalNavUX && input.tabCount > 0;
}

/** "Settings link (gear) to /settings appears only when the account has account management." */
export function isSettingsLinkVisible(authenticated: boolean, features: ReadonlySet<AccountFeature>): boolean {
  return authenticated && features.has('ACCOUNT_MANAGEMENT');
}

/** /home, whatever the case and trailing slashes. */
function isHomePath(pathname: string): boolean {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase() === '/home';
}

/** "On /home the desktop header shows a background image": the `home` variant there, else `default`. */
export function desktopHeaderVariantFor(pathname: string): 'default' | 'home' {
  return isHomePath(pathname) ? 'home' : 'default';
}

/** Member page template: "hides global navigation unless the page is a tab root or forced". */
export function memberPageHidesGlobalNavigation(pathname: string, forceGlobalNavigation = false): boolean {
  return !forceGlobalNavigation && !isTabRoot(pathname);
}

/** "Banners appear everywhere except on /home when global navigation is on." */
export function areBannersVisible(pathname: string, flags: Pick<FlagValues, 'globalNavUX'>): boolean {
  return !(flags.globalNavUX && isHomePath(pathname));
}
