import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MEDIA_QUERY } from '@member/shared-contracts/routes';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_MEDIA_QUERY).matches;

/** Access §9: narrow at up to 767 px wide or 479 px high (follows the window as it resizes or rotates). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowNow, () => false);
}
