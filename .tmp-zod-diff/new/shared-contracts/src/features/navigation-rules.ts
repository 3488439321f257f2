import type { FlagValues } from '../flags/flag-definitions';

/**
 * Layout rules of access §2.9 / features §2, §4 as pure functions (the shell applies them).
 */

/** "Global navigation shows only when authenticated, the global-navigation flag is on and the desktop header is visible. Search-only users get ... no global nav." */
export function isGlobalNavigationVisible(input: {
  authenticated: boolean;
  flags: Pick<FlagValues, 'globalNavUX'>;
  desktopHeaderVisible: boolean;
  searchOnly: boolean;
}): boolean {
  return input.authenticated && input.flags.globalNavUX && input.desktopHeaderVisible && !input.searchOnly;
}

/** "Banners appear everywhere except on /home when global navigation is on." */
export function areBannersVisible(pathname: string, flags: Pick<FlagValues, 'globalNavUX'>): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !(flags.globalNavUX && path.toLowerCase() === '/home');
}

/** Onboarding modal: "shows only if global navigation is on, the flag is not yet viewed, the member is not search-only and an account is present" (features §4). */
export function isOnboardingModalShown(input: {
  flags: Pick<FlagValues, 'globalNavUX'>;
  hasUserViewedOnboardingModal: boolean;
  searchOnly: boolean;
  hasAccount: boolean;
}): boolean {
  return input.flags.globalNavUX && !input.hasUserViewedOnboardingModal && !input.searchOnly && input.hasAccount;
}
