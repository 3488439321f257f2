import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const media = mediaQuery();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/** The member asked the system for reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
