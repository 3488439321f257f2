/**
 * Access §9 breakpoints: "narrow at up to 767px wide or 479px high"; "The virtual keyboard counts as
 * open when the viewport shrinks by at least 150px".
 */
const NARROW_SCREEN_MAX_WIDTH_PX = 767;
const NARROW_SCREEN_MAX_HEIGHT_PX = 479;
const VIRTUAL_KEYBOARD_MIN_SHRINK_PX = 150;

/** The same rule as a CSS media query, for `matchMedia` and stylesheets. */
export const NARROW_SCREEN_MEDIA_QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH_PX}px), (max-height: ${NARROW_SCREEN_MAX_HEIGHT_PX}px)`;

export function isNarrowScreen(width: number, height: number): boolean {
  return width <= NARROW_SCREEN_MAX_WIDTH_PX || height <= NARROW_SCREEN_MAX_HEIGHT_PX;
}

/** `fullHeight` is the tallest viewport seen at the current width; the keyboard takes the difference. */
export function isVirtualKeyboardOpen(fullHeight: number, currentHeight: number): boolean {
  return fullHeight - currentHeight >= VIRTUAL_KEYBOARD_MIN_SHRINK_PX;
}
