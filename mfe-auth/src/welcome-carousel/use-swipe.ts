import { useRef, type PointerEvent } from 'react';
import { swipeStep } from './carousel-timing';

/**
 * Pointer handlers (touch, pen and mouse) for a horizontal swipe: more than 100 px left calls
 * `onStep(1)`, right `onStep(-1)` (access §9). Pair with `touch-action: pan-y` so vertical scrolling stays.
 */
export function useSwipe(onStep: (step: number) => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary === false) return;
      startX.current = event.clientX;
      // Keep receiving the pointer when a swipe ends outside the slides.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not supported (or no active pointer): the swipe only counts when it ends on the slides.
      }
    },
    onPointerUp: (event: PointerEvent) => {
      if (startX.current === null) return;
      const step = swipeStep(event.clientX - startX.current);
      startX.current = null;
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
