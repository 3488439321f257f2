import { isVirtualKeyboardOpen } from '@member/shared-contracts/routes';

interface ViewportControls {
  setVirtualKeyboardOpen(open: boolean): void;
  setAppActive(active: boolean): void;
}

/**
 * Access §2.9 / §9: "virtual keyboard open" when the viewport (visualViewport, else the window) is at least
 * 150 px shorter than the tallest it has been at the current width (a width change — rotation, window
 * resize — starts a new baseline); "app active" while the document is visible. Returns the unsubscribe.
 */
export function trackViewport(win: Window, controls: ViewportControls): () => void {
  const size = () => ({ width: win.visualViewport?.width ?? win.innerWidth, height: win.visualViewport?.height ?? win.innerHeight });
  let { width: baselineWidth, height: fullHeight } = size();

  const onResize = () => {
    const { width, height } = size();
    if (Math.abs(width - baselineWidth) >= 1) {
      baselineWidth = width;
      fullHeight = height;
    } else {
      fullHeight = Math.max(fullHeight, height);
    }
    controls.setVirtualKeyboardOpen(isVirtualKeyboardOpen(fullHeight, height));
  };
  const onVisibility = () => controls.setAppActive(win.document.visibilityState !== 'hidden');

  const resizeTarget: EventTarget = win.visualViewport ?? win;
  resizeTarget.addEventListener('resize', onResize);
  win.document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return () => {
    resizeTarget.removeEventListener('resize', onResize);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
