import { useCallback } from 'react';
import { useNavigate } from '@member/router';
import { tabHistoryStore } from './tab-history-store';

/** react-router keeps the index of the entry in `history.state.idx`: above 0, there is a page to go back to. */
function hasBrowserHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Access §2.9 back button: the previous entry of the current tab's history, else browser back, else `/`. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = tabHistoryStore.takeBackStep();
    if (target !== null) void navigate(target);
    else if (hasBrowserHistory()) void navigate(-1);
    else void navigate('/');
  }, [navigate]);
}
