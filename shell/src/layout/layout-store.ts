import { createStore } from 'zustand';
import type { LayoutControls, LayoutState } from '@member/shared-contracts';

export const initialLayout: LayoutState = {
  desktopHeaderVisible: true,
  desktopHeaderVariant: 'default',
  footerLinksVisible: true,
  navBarVisible: true,
  globalError: false,
  virtualKeyboardOpen: false,
  appActive: true,
};

export type LayoutStore = ReturnType<typeof createLayoutStore>;

/** Spec access §2.9 layout state, owned by the host; remotes change it through the controls. */
export function createLayoutStore() {
  const store = createStore<LayoutState>(() => initialLayout);
  const set = (patch: Partial<LayoutState>) => store.setState({ ...store.getState(), ...patch });
  const controls: LayoutControls = {
    setDesktopHeaderVisible: (visible) => set({ desktopHeaderVisible: visible }),
    setFooterLinksVisible: (visible) => set({ footerLinksVisible: visible }),
    setNavBarVisible: (visible) => set({ navBarVisible: visible }),
    setGlobalError: (on) => set({ globalError: on }),
  };
  /** On route change: a screen that hid the desktop header gets it back; the global error flag resets. */
  const resetForRouteChange = () => set({ desktopHeaderVisible: true, globalError: false });
  return Object.assign(store, { controls, resetForRouteChange });
}
