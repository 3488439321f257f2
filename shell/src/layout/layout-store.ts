import { createStore } from 'zustand';
import type { LayoutControls, LayoutState } from '@member/shared-contracts/mount';
import { createPageTitleStore } from './page-title-store';

const initialLayout: LayoutState = {
  desktopHeaderVisible: true,
  desktopHeaderVariant: 'default',
  footerLinksVisible: true,
  alert: null,
  navBarVisible: true,
  globalError: false,
  globalErrorKind: 'generic',
  globalNavigationHidden: false,
  virtualKeyboardOpen: false,
  appActive: true,
};

export type LayoutStore = ReturnType<typeof createLayoutStore>;

/** Spec access §2.9 layout state, owned by the host; remotes change it through the controls. */
export function createLayoutStore() {
  const store = createStore<LayoutState>(() => initialLayout);
  const set = (patch: Partial<LayoutState>) => {
    const current = store.getState();
    // No new state object (and no re-render of every remote) when nothing changes.
    if (Object.entries(patch).every(([key, value]) => current[key as keyof LayoutState] === value)) return;
    store.setState({ ...current, ...patch });
  };
  const pageTitle = createPageTitleStore();
  const controls: LayoutControls = {
    setDesktopHeaderVisible: (visible) => set({ desktopHeaderVisible: visible }),
    setFooterLinksVisible: (visible) => set({ footerLinksVisible: visible }),
    setNavBarVisible: (visible) => set({ navBarVisible: visible }),
    setGlobalNavigationHidden: (hidden) => set({ globalNavigationHidden: hidden }),
    setAlert: (alert) => set({ alert }),
    setGlobalError: (on, kind = 'generic') => set({ globalError: on, globalErrorKind: kind }),
    setPageTitle: (title) => pageTitle.setState({ title }),
  };
  /**
   * On route change: a screen that hid the desktop header or the global navigation gets them back; its
   * alert goes; the global error flag resets (access §2.9); its own title goes.
   */
  const resetForRouteChange = () => {
    set({ desktopHeaderVisible: true, globalNavigationHidden: false, alert: null, globalError: false, globalErrorKind: 'generic' });
    pageTitle.setState({ title: null });
  };
  /**
   * Layout state the host derives and remotes only read: the header variant of the current path, the
   * virtual keyboard and whether the app is active (visible).
   */
  const hostControls = {
    setDesktopHeaderVariant: (variant: LayoutState['desktopHeaderVariant']) => set({ desktopHeaderVariant: variant }),
    setVirtualKeyboardOpen: (open: boolean) => set({ virtualKeyboardOpen: open }),
    setAppActive: (active: boolean) => set({ appActive: active }),
  };
  return Object.assign(store, { controls, hostControls, resetForRouteChange, pageTitle });
}
