import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { loggedLoad } from './logged-load';
import { accumulatorQueryKeys, currentAccumulation, previousAccumulation, fetchMemberAccumulations, type MemberAccumulation, type MemberAccumulations } from '@member/shared-contracts/accumulator';

export interface MemberAccumulationState {
  /** The flag is on and an account is known: the call runs (features §4 "Accumulator loading"). */
  enabled: boolean;
  isPending: boolean;
  /** The accumulator-error flag of features §4: the last call failed (logged once per failure). */
  hasAccumulatorError: boolean;
  /** The plan year that holds today (else the latest started), or null. */
  current: MemberAccumulation | null;
  /** The plan year before it (the call asks for two), or null. */
  previous: MemberAccumulation | null;
  /** The answer as mapped (items most recent first, offset, total), or null. */
  accumulations: MemberAccumulations | null;
  /** Call again (the error state's "Try again"). */
  retry: () => void;
}

/**
 * `GET /member-accumulations` (features §7) with account_id, include_all=false, the offset and limit=2,
 * mapped to camelCase. Runs only with `showHraAccumulator` on. On failure the error is logged (its kind
 * and status only, never an amount or a date) and the accumulator-error flag is set: the query's error
 * state in the one host QueryClient, so every reader — the /home card and /coverage-details — sees the
 * same flag, and a successful call clears it. No automatic retry: the error state offers "Try again".
 */
export function useMemberAccumulation({ offset = 0 }: { offset?: number } = {}): MemberAccumulationState {
  const { http, logger, flags } = useRemoteProps();
  const accountId = useAccountId();
  const enabled = flags.showHraAccumulator && accountId !== '';
  const query = useQuery({
    queryKey: accumulatorQueryKeys.page(accountId, offset),
    queryFn: ({ signal }) => loggedLoad(logger, 'member accumulations failed', signal, () => fetchMemberAccumulations(http, accountId, offset, signal)),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  const current = query.data ? currentAccumulation(query.data.items) : null;
  return {
    enabled,
    isPending: enabled && query.isPending,
    hasAccumulatorError: enabled && query.isError,
    current,
    previous: query.data ? previousAccumulation(query.data.items, current) : null,
    accumulations: query.data ?? null,
    retry: () => void query.refetch(),
  };
}
