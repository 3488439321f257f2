import { useMemo, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';

export interface CarouselHold {
  /** Focus is inside the carousel, or a mouse pointer is over it. */
  isHeld: boolean;
  handlers: {
    onFocus(event: FocusEvent<HTMLElement>): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
    onPointerEnter(event: PointerEvent<HTMLElement>): void;
    onPointerLeave(event: PointerEvent<HTMLElement>): void;
  };
}

/**
 * The WAI-ARIA carousel pattern: rotation stops while keyboard focus is in the carousel and while the
 * mouse hovers over it (a touch is not a hover: swipes and taps move the slides themselves). Focus moving
 * between elements inside keeps the hold; it ends when focus leaves the carousel. Focus on the rotation
 * control itself does not hold: pressing Play there must start the rotation the member asked for.
 */
export function useCarouselHold(rotationControl: RefObject<HTMLElement | null>): CarouselHold {
  const [hasFocus, setFocus] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const handlers = useMemo<CarouselHold['handlers']>(
    () => ({
      onFocus: (event) => setFocus(event.target !== rotationControl.current),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocus(false);
      },
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
    }),
    [rotationControl],
  );
  return { isHeld: hasFocus || isHovered, handlers };
}
