import { createLayoutStore } from './layout-store';

describe('layout store', () => {
  it('lets a screen hide the desktop header and restores it on route change', () => {
    const layout = createLayoutStore();
    layout.controls.setDesktopHeaderVisible(false);
    expect(layout.getState().desktopHeaderVisible).toBe(false);
    layout.resetForRouteChange();
    expect(layout.getState().desktopHeaderVisible).toBe(true);
  });

  it('resets the global error flag on route change but keeps other choices', () => {
    const layout = createLayoutStore();
    layout.controls.setGlobalError(true);
    layout.controls.setFooterLinksVisible(false);
    layout.resetForRouteChange();
    expect(layout.getState()).toMatchObject({ globalError: false, footerLinksVisible: false });
  });

  it('keeps a page title apart from the layout state (no new props for remotes) and forgets it on route change', () => {
    const layout = createLayoutStore();
    const state = layout.getState();
    layout.controls.setPageTitle?.('Dr. Ana Ruiz');
    expect(layout.pageTitle.getState().title).toBe('Dr. Ana Ruiz');
    expect(layout.getState()).toBe(state);
    layout.resetForRouteChange();
    expect(layout.pageTitle.getState().title).toBeNull();
  });
});

describe('layout store host controls', () => {
  it('sets the derived state and keeps the same object when nothing changes', () => {
    const layout = createLayoutStore();
    layout.hostControls.setDesktopHeaderVariant('home');
    layout.hostControls.setVirtualKeyboardOpen(true);
    layout.hostControls.setAppActive(false);
    const state = layout.getState();
    expect(state).toMatchObject({ desktopHeaderVariant: 'home', virtualKeyboardOpen: true, appActive: false });
    layout.hostControls.setAppActive(false);
    expect(layout.getState()).toBe(state);
  });
});
