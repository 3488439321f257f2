/**
 * Routes and navigation (access §2.1, §2.8, §2.9): the route table (which remote serves each route and what it
 * requires), route access, the page state, page titles, sign-in redirects, bottom tabs and their history, what
 * the navigation shows, and screen size.
 */
export { BOTTOM_TABS, type BottomTab, TAB_ROOTS } from './bottom-tabs';
export { type RouteMatch, matchRoute } from './match-route';
export {
  isGlobalNavigationVisible, isBottomNavigationVisible, isSettingsLinkVisible, desktopHeaderVariantFor,
  memberPageHidesGlobalNavigation, areBannersVisible,
} from './navigation-rules';
export { visibleBottomTabs } from './navigation-tabs';
export { PAGE_STATE_QUERY_KEY, type PageState, SIGNED_OUT_PATH, withQueryValue, readPageState } from './page-state';
export { REMOTE_NAMES, type RemoteName, REMOTE_LIFECYCLES_MODULE } from './remote-names';
export { type RouteDecision, decideRouteAccess } from './route-access';
export { VERIFICATION_PATH, BASE_TO_BUY_UP_PATH, HOME_PATH, ROOT_PATH, ID_CARD_PATH } from './route-paths';
export { ROUTE_REQUIREMENTS } from './route-requirements';
export { ROUTE_TABLE } from './route-table';
export { REDIRECT_QUERY_KEY, isSafeRedirectPath } from './sign-in-redirect';
export { type RouteTitleKey, routeTitleKey } from './route-titles';
export { NARROW_SCREEN_MEDIA_QUERY, isVirtualKeyboardOpen } from './screen-size';
export {
  type TabHistory, EMPTY_TAB_HISTORY, recordTabLocation, tabSelectionTarget, selectTab, tabBackStep,
} from './tab-history';
