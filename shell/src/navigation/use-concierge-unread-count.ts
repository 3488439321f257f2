import { useRef } from 'react';
import { useStore } from 'zustand';
import { useLocation } from '@member/router';
import { conciergeTicketsQueryKey, fetchConciergeTickets, unreadThreadCount, type ConciergeTicketsResponse } from '@member/shared-contracts/messaging';
import { unreadThreadsPollInterval } from '@member/shared-contracts/mount';
import { useShellServices } from '../platform/shell-services';
import { useQuery } from '../queries/host-queries';
import { useMemberContext } from '../session/use-member-context';

/** Before a member is known the key names no account; the query is then disabled. */
const ticketsKey = (accountId: string | null) => conciergeTicketsQueryKey(accountId ?? '');

/**
 * The CONCIERGE unread count (access §2.9): the shell polls `GET /concierge-tickets` itself (no remote
 * code on every page: first-load budget) while the member is authenticated with CONCIERGE, every 10000 ms, or 3000 ms in the
 * messages area (features §4). The answer is cached under the shared `conciergeTicketsQueryKey`, so the
 * messages remote's thread list reads and updates the same entry and the count follows at once.
 * Null — no indicator — when not applicable or before the first answer; a failed poll keeps the last
 * count and is logged once until a poll succeeds again.
 */
export function useConciergeUnreadCount(): number | null {
  const { http, logger } = useShellServices();
  const { session, features } = useMemberContext();
  const { pathname } = useLocation();
  const failing = useRef(false);
  const accountId = session.accountId;
  const enabled = session.status === 'authenticated' && accountId !== null && features.has('CONCIERGE');

  const query = useQuery({
    queryKey: ticketsKey(accountId),
    queryFn: async ({ signal }) => {
      try {
        const tickets = await fetchConciergeTickets(http, accountId as string, signal);
        failing.current = false;
        return tickets;
      } catch (error) {
        if (!failing.current) logger.warn('unread threads poll failed', { error: error instanceof Error ? error.name : 'unknown' });
        failing.current = true;
        throw error;
      }
    },
    select: unreadThreadCount,
    enabled,
    retry: false,
    refetchInterval: () => unreadThreadsPollInterval(pathname),
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
  const query = useQuery<ConciergeTicketsResponse, Error, number>({ queryKey: ticketsKey(accountId), select: unreadThreadCount });
  return accountId && typeof query.data === 'number' ? query.data : null;
}
