/** Spec access §2.9 "Layout state", the parts a remote may read and change while it is on screen. */
export interface LayoutState {
  desktopHeaderVisible: boolean;
  desktopHeaderVariant: 'default' | 'home';
  footerLinksVisible: boolean;
  navBarVisible: boolean;
  globalError: boolean;
  virtualKeyboardOpen: boolean;
  appActive: boolean;
}

export interface LayoutControls {
  /** Hide or show the desktop header while the screen is open; the host restores it when the route changes. */
  setDesktopHeaderVisible(visible: boolean): void;
  setFooterLinksVisible(visible: boolean): void;
  setNavBarVisible(visible: boolean): void;
  /** Turn on the global error flag (e.g. a failed mutation); it resets on route change. */
  setGlobalError(on: boolean): void;
}
