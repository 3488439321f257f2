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
});
