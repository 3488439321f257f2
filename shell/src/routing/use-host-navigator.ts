import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPath, useNavigate, type Navigator, type To } from '@member/router';

/**
 * A react-router `Navigator` over the host's one browser history, built from public APIs, stable across
 * renders. Remotes hand it to their controlled `<Router>`, so every remote navigates the same history.
 */
export function useHostNavigator(): Navigator {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);

  return useMemo<Navigator>(
    () => ({
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta: number) => {
        void latest.current(delta);
      },
      push: (to: To, state?: unknown) => {
        void latest.current(to, { state });
      },
      replace: (to: To, state?: unknown) => {
        void latest.current(to, { replace: true, state });
      },
    }),
    [],
  );
}
