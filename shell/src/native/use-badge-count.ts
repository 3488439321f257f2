import { skipToken, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useShellServices } from '../platform/shell-services';
import { unreadThreadsQueryKey } from '../navigation/use-concierge-unread-count';

/**
 * The app badge count: the concierge unread count the navigation already polls (shell/src/navigation),
 * read from the query cache without polling a second time. Null while there is none.
 */
export function useBadgeCount(): number | null {
  const { sessionStore } = useShellServices();
  const accountId = useStore(sessionStore, (state) => (state.status === 'authenticated' ? state.accountId : null));
  const query = useQuery<number | null>({ queryKey: unreadThreadsQueryKey(accountId), queryFn: skipToken });
  return accountId && typeof query.data === 'number' ? query.data : null;
}
