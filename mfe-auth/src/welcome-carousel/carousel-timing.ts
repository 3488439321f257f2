/** Access §9 "Carousel": 4 slides, auto-advance every 8000 ms, swipe threshold 100 px. */
export const CAROUSEL_SLIDE_COUNT = 4;
export const CAROUSEL_AUTO_ADVANCE_MS = 8000;
/** A swipe must travel MORE than this many pixels: left goes next, right goes previous. */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 100;

/** The slide after `index` for a move of `step` (+1 next, -1 previous), wrapping around. */
export function wrapSlideIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The move a horizontal pointer travel of `deltaX` px asks for: +1 (next), -1 (previous) or 0. */
export function swipeStep(deltaX: number): -1 | 0 | 1 {
  if (deltaX < -CAROUSEL_SWIPE_THRESHOLD_PX) return 1;
  if (deltaX > CAROUSEL_SWIPE_THRESHOLD_PX) return -1;
  return 0;
}
