import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * Focus on the first field in error after a submit that was refused (WCAG 3.3.1, 2.4.3). Give `ref` to
 * the form and call `focusFirstError` on every submit. A form sets its errors in state when Continue is
 * pressed, so its fields are marked `aria-invalid` only in the render that follows: the focus waits for
 * that commit. Every press asks again, so a second refused submit brings focus back to the field even
 * when its message did not change; a submit with nothing in error moves nothing.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(ref.current);
  }, [request]);
  return { ref, focusFirstError: () => setRequest((count) => count + 1) };
}
