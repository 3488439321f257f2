/** The CSS custom property (on `<html>`) that holds the fixed bottom bar's current height. */
export const BOTTOM_BAR_HEIGHT_PROPERTY = '--member-bottom-bar-height';

/**
 * Keeps what the fixed bottom bar covers out of the way of focus and content (WCAG 2.4.11, 1.4.10):
 * the bar's measured height (it grows when its tabs wrap at 320 px or with large text) goes to
 * `scroll-padding-bottom` on `<html>`, so the browser scrolls a focused element above the bar instead of
 * under it, and to `--member-bottom-bar-height`, which the layout uses as bottom padding so the last
 * elements can scroll clear of it. Returns the cleanup (the bar leaves: both are removed).
 */
export function reserveBottomBarSpace(bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement;
  const apply = () => {
    const height = Math.ceil(bar.getBoundingClientRect().height);
    root.style.setProperty(BOTTOM_BAR_HEIGHT_PROPERTY, `${height}px`);
    root.style.scrollPaddingBottom = `${height}px`;
  };
  apply();
  const view = bar.ownerDocument.defaultView;
  const observer = view && 'ResizeObserver' in view ? new view.ResizeObserver(apply) : null;
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BOTTOM_BAR_HEIGHT_PROPERTY);
    root.style.removeProperty('scroll-padding-bottom');
  };
}
