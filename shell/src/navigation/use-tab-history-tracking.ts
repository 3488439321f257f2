import { useEffect, useRef } from 'react';
import { useLocation } from '@member/router';
import { tabHistoryStore } from './tab-history-store';

/** Records every location in the per-tab history; a signed-out member's history is forgotten. */
export function useTabHistoryTracking({ authenticated, globalNavigationOn }: { authenticated: boolean; globalNavigationOn: boolean }): void {
  const { pathname, search } = useLocation();
  // Read at the moment of a move; a change of mode alone is not a location to record.
  const mode = useRef(globalNavigationOn);
  useEffect(() => {
    mode.current = globalNavigationOn;
  }, [globalNavigationOn]);
  useEffect(() => {
    if (authenticated) tabHistoryStore.record(`${pathname}${search}`, { globalNavigationOn: mode.current });
    else tabHistoryStore.clear();
  }, [authenticated, pathname, search]);
}
