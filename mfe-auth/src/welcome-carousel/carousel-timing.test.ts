import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_SLIDE_COUNT, CAROUSEL_SWIPE_THRESHOLD_PX, swipeStep, wrapSlideIndex } from './carousel-timing';

describe('carousel constants (access §9)', () => {
  it('are 4 slides, 8000 ms and 100 px', () => {
    expect([CAROUSEL_SLIDE_COUNT, CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_SWIPE_THRESHOLD_PX]).toEqual([4, 8000, 100]);
  });

  it('wraps around in both directions', () => {
    expect(wrapSlideIndex(3, 1, 4)).toBe(0);
    expect(wrapSlideIndex(0, -1, 4)).toBe(3);
    expect(wrapSlideIndex(1, 1, 4)).toBe(2);
    expect(wrapSlideIndex(0, 1, 0)).toBe(0);
  });

  it('needs more than 100 px: left is next, right is previous', () => {
    expect(swipeStep(-101)).toBe(1);
    expect(swipeStep(101)).toBe(-1);
    expect(swipeStep(-100)).toBe(0);
    expect(swipeStep(100)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});
