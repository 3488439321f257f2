import { useQuery } from '@tanstack/react-query';
import { conciergeTicketsQueryKey, fetchConciergeTickets } from '@member/shared-contracts/messaging';
import { useRemoteProps } from '@member/remote-runtime';

/** The member's tickets under the host's key: the shell's CONCIERGE badge reads the same query, so one answer serves both. */
export function useConciergeTickets() {
  const { http, session } = useRemoteProps();
  const accountId = session.accountId ?? '';
  return useQuery({
    queryKey: conciergeTicketsQueryKey(accountId),
    queryFn: ({ signal }) => fetchConciergeTickets(http, accountId, signal),
    enabled: accountId !== '',
    // No interval of its own: the shell polls this query every 3000 ms while the member is in /messages.
  });
}
