import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_AUTO_ADVANCE_MS, wrapSlideIndex } from './carousel-timing';
import { usePageVisible } from './use-page-visible';

export interface CarouselRotation {
  index: number;
  /** False until the index first changes: the slide shown at page load is painted at once, not faded in. */
  hasMoved: boolean;
  /** The member's play/pause choice. */
  isPlaying: boolean;
  /** Actually advancing now: playing, the page visible, not held (focus or pointer inside) and more than one slide. */
  isRotating: boolean;
  goTo(index: number): void;
  step(step: number): void;
  togglePlaying(): void;
}

/**
 * Which slide shows and the auto-advance (access §9): every 8000 ms to the next slide, wrapping around,
 * paused while the page is hidden, while `isHeld` (keyboard focus or the pointer inside the carousel, as
 * the WAI-ARIA carousel pattern asks) or the member pressed pause. Any move or resume restarts the
 * 8000 ms, so a slide the member just chose or read stays for the full time.
 */
export function useCarouselRotation(count: number, startPlaying: boolean, isHeld = false): CarouselRotation {
  const [index, setIndex] = useState(0);
  const [hasMoved, setMoved] = useState(false);
  const [isPlaying, setPlaying] = useState(startPlaying);
  const isPageVisible = usePageVisible();
  const isRotating = isPlaying && isPageVisible && !isHeld && count > 1;
  // The index starts at 0, so its first change is the first render with another index; from then on every
  // slide shown, slide 0 again included, is one the carousel changed to.
  if (index && !hasMoved) setMoved(true);

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => wrapSlideIndex(current, 1, count)), CAROUSEL_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count]);

  const goTo = useCallback((next: number) => setIndex(wrapSlideIndex(next, 0, count)), [count]);
  const step = useCallback((by: number) => setIndex((current) => wrapSlideIndex(current, by, count)), [count]);
  const togglePlaying = useCallback(() => setPlaying((playing) => !playing), []);

  return { index: Math.min(index, Math.max(count - 1, 0)), hasMoved, isPlaying, isRotating, goTo, step, togglePlaying };
}
