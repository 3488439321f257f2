import { useRef } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useLocation } from '@member/router';
import { unreadThreadsPollInterval } from '@member/shared-contracts';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { loadUnreadThreadsModule } from './unread-threads-loader';

export const unreadThreadsQueryKey = (accountId: string | null) => ['concierge-unread-threads', accountId] as const;

/**
 * The CONCIERGE unread count (access §2.9): polled through the messages remote's `unread-threads` module
 * while the member is authenticated with CONCIERGE, every 10000 ms, or 3000 ms in the messages area
 * (features §4). Null — no indicator — when not applicable or when the module cannot be loaded; a failed
 * poll keeps the last count and is logged once until a poll succeeds again.
 */
export function useConciergeUnreadCount(): number | null {
  const { http, logger } = useShellServices();
  const { session, features } = useMemberContext();
  const { pathname } = useLocation();
  const failing = useRef(false);
  const accountId = session.accountId;
  const enabled = session.status === 'authenticated' && accountId !== null && features.has('CONCIERGE');

  const query = useQuery({
    queryKey: unreadThreadsQueryKey(accountId),
    queryFn: async ({ signal }) => {
      const module = await loadUnreadThreadsModule(logger);
      if (!module) return null;
      try {
        const ids = await module.fetchUnreadThreadIds({ http, accountId: accountId as string, signal });
        failing.current = false;
        return ids.length;
      } catch (error) {
        if (!failing.current) logger.warn('unread threads poll failed', { error: error instanceof Error ? error.name : 'unknown' });
        failing.current = true;
        throw error;
      }
    },
    enabled,
    retry: false,
    refetchInterval: (current) => (current.state.data === null ? false : unreadThreadsPollInterval(pathname)),
  });
  return enabled ? (query.data ?? null) : null;
}

/**
 * The same count read from the query cache without polling: for every other place that shows it (the
 * navigation port of each mounted remote, the app badge), so only the layout's one poller hits the API
 * on the 10000 / 3000 ms rule. Null while there is none.
 */
export function useCachedConciergeUnreadCount(): number | null {
  const { sessionStore } = useShellServices();
  const accountId = useStore(sessionStore, (state) => (state.status === 'authenticated' ? state.accountId : null));
  const query = useQuery<number | null>({ queryKey: unreadThreadsQueryKey(accountId), queryFn: skipToken });
  return accountId && typeof query.data === 'number' ? query.data : null;
}
