import { trackViewport } from './viewport-tracking';

function fakeWindow() {
  const viewport = Object.assign(new EventTarget(), { width: 390, height: 844 });
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return { win: { visualViewport: viewport, innerWidth: 390, innerHeight: 844, document } as unknown as Window, viewport, document };
}

describe('trackViewport', () => {
  it('reports the keyboard open when the viewport shrinks by at least 150 px, closed when it grows back', () => {
    const { win, viewport } = fakeWindow();
    const controls = { setVirtualKeyboardOpen: jest.fn(), setAppActive: jest.fn() };
    const stop = trackViewport(win, controls);
    viewport.height = 700;
    viewport.dispatchEvent(new Event('resize'));
    expect(controls.setVirtualKeyboardOpen).toHaveBeenLastCalledWith(false);
    viewport.height = 694;
    viewport.dispatchEvent(new Event('resize'));
    expect(controls.setVirtualKeyboardOpen).toHaveBeenLastCalledWith(true);
    viewport.height = 844;
    viewport.dispatchEvent(new Event('resize'));
    expect(controls.setVirtualKeyboardOpen).toHaveBeenLastCalledWith(false);
    stop();
  });

  it('starts a new baseline when the width changes (rotation)', () => {
    const { win, viewport } = fakeWindow();
    const controls = { setVirtualKeyboardOpen: jest.fn(), setAppActive: jest.fn() };
    trackViewport(win, controls);
    Object.assign(viewport, { width: 844, height: 390 });
    viewport.dispatchEvent(new Event('resize'));
    expect(controls.setVirtualKeyboardOpen).toHaveBeenLastCalledWith(false);
  });

  it('follows document visibility as app active', () => {
    const { win, document } = fakeWindow();
    const controls = { setVirtualKeyboardOpen: jest.fn(), setAppActive: jest.fn() };
    const stop = trackViewport(win, controls);
    expect(controls.setAppActive).toHaveBeenLastCalledWith(true);
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(controls.setAppActive).toHaveBeenLastCalledWith(false);
    stop();
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(controls.setAppActive).toHaveBeenCalledTimes(2);
  });
});
