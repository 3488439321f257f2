import { useMemo } from 'react';
import { useStore } from 'zustand';
import { TAB_ROOTS, decideRouteAccess, isBottomNavigationVisible, isGlobalNavigationVisible, isSettingsLinkVisible, visibleBottomTabs, type BottomTab } from '@member/shared-contracts/routes';
import { isSearchOnly } from '@member/shared-contracts/features';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';

export interface NavigationState {
  authenticated: boolean;
  narrowScreen: boolean;
  /** The member's tabs: those whose root the route gate lets them open (none for search-only members). */
  tabs: BottomTab[];
  /**
   * "Global navigation is on" (access §2.9): authenticated, globalNavUX, the desktop header on screen and
   * not search-only. On a narrow screen the desktop header is not on screen (a wordmark header and the
   * bottom bar replace it), so there global navigation is off and the bottom tabs restore their history.
   */
  globalNavigationOn: boolean;
  /** The global navigation links show: global navigation on and the page did not hide it (member page template). */
  globalNavigationShown: boolean;
  bottomNavigationShown: boolean;
  settingsLinkShown: boolean;
}

/** Which navigation the member gets right now, from the rules in shared-contracts `navigation-rules.ts`. */
export function useNavigationState(): NavigationState {
  const { layoutStore } = useShellServices();
  const layout = useStore(layoutStore);
  const narrowScreen = useNarrowScreen();
  const { session, account, features, flags } = useMemberContext();

  return useMemo(() => {
    const authenticated = session.status === 'authenticated';
    const searchOnly = account ? isSearchOnly(account.productFeatures) : false;
    const tabs =
      authenticated && account
        ? visibleBottomTabs(features, flags, searchOnly).filter(
            (tab) => decideRouteAccess({ pathname: TAB_ROOTS[tab], search: '', status: session.status, account, features, flags }).kind === 'allow',
          )
        : [];
    const globalNavigationOn = isGlobalNavigationVisible({
      authenticated,
      flags,
      desktopHeaderVisible: layout.desktopHeaderVisible && !narrowScreen,
      searchOnly,
    });
    return {
      authenticated,
      narrowScreen,
      tabs,
      globalNavigationOn,
      globalNavigationShown: globalNavigationOn && !layout.globalNavigationHidden && tabs.length > 0,
      // Decision: the bar also steps aside while the virtual keyboard is open (it would cover the input).
      bottomNavigationShown:
        isBottomNavigationVisible({ authenticated, narrowScreen, navBarVisible: layout.navBarVisible, flags, tabCount: tabs.length }) &&
        !layout.virtualKeyboardOpen,
      settingsLinkShown: isSettingsLinkVisible(authenticated, features),
    };
  }, [session.status, account, features, flags, layout, narrowScreen]);
}
