import { useEffect, useState } from 'react';
import { returnFocus } from './return-focus';

/**
 * Rendered inside an open dialog: notes the element that had focus as the dialog opened (during render,
 * before the dialog takes focus) and, once the dialog has gone, makes sure focus landed somewhere
 * (`returnFocus`). Two frames later: react-aria restores focus a frame after the dialog leaves, and that
 * restore wins whenever it finds its element.
 */
export function ReturnFocusOnClose(): null {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      requestAnimationFrame(() => requestAnimationFrame(() => returnFocus(opener)));
    },
    [opener],
  );
  return null;
}
