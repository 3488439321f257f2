import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { fetchCareTeam, searchQueryKeys } from '@member/shared-contracts/search';

/** The primary care provider and the saved providers; `useCareTeamChange` (common) writes the same key. */
export function useCareTeam(enabled = true) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.careTeam(accountId), queryFn: ({ signal }) => fetchCareTeam(http, accountId, signal), enabled });
}
