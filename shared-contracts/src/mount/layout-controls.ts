/**
 * A page-level alert the layout shows above the content (access §2.9 "alert"): a short message with a
 * tone. The text is already translated by whoever sets it.
 */
interface LayoutAlert {
  tone: 'info' | 'success' | 'warning' | 'error';
  message: string;
}

/**
 * What the global error page shows when the global error flag is on: the generic error (refresh), or
 * the country-restriction page (access §2.7, §8 "countryRestriction").
 */
type GlobalErrorKind = 'generic' | 'countryRestriction';

/** Spec access §2.9 "Layout state", the parts a remote may read and change while it is on screen. */
export interface LayoutState {
  desktopHeaderVisible: boolean;
  desktopHeaderVariant: 'default' | 'home';
  footerLinksVisible: boolean;
  /** The page-level alert, or null. Cleared on route change. */
  alert: LayoutAlert | null;
  navBarVisible: boolean;
  globalError: boolean;
  /** Which error page the global error flag shows; meaningful only while `globalError` is on. */
  globalErrorKind: GlobalErrorKind;
  /** A member page that is not a tab root hides the global navigation unless forced (access §2.9). */
  globalNavigationHidden: boolean;
  virtualKeyboardOpen: boolean;
  appActive: boolean;
}

export interface LayoutControls {
  /** Hide or show the desktop header while the screen is open; the host restores it when the route changes. */
  setDesktopHeaderVisible(visible: boolean): void;
  setFooterLinksVisible(visible: boolean): void;
  setNavBarVisible(visible: boolean): void;
  /** Hide the global navigation while the screen is open; restored on route change. */
  setGlobalNavigationHidden(hidden: boolean): void;
  setAlert(alert: LayoutAlert | null): void;
  /** Turn on the global error flag (e.g. a failed mutation); it resets on route change. */
  setGlobalError(on: boolean, kind?: GlobalErrorKind): void;
  /**
   * The page's own title (WCAG 2.4.2) where the route's title only names the kind of page: a provider, a
   * conversation, a claim. Already translated; the host shows it in its title format ("<title> · Member")
   * until it is set back to null or the path changes. Never sent to analytics (page views name the route
   * pattern). Optional and additive (contract 1.4.0): an older host has none.
   */
  setPageTitle?(title: string | null): void;
}
