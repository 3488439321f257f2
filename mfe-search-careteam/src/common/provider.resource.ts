import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { addToCareTeam, fetchProvider, removeFromCareTeam, searchQueryKeys } from '@member/shared-contracts/search';

/*
 * What the provider page (search, my providers, recommendations) and the care team share: one provider,
 * the care-team change, and which version of the pages applies (features §6).
 */

export function useProvider(providerId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.provider(accountId, providerId), queryFn: ({ signal }) => fetchProvider(http, accountId, providerId, signal), retry: false });
}

/** Adds or removes a provider; the care team and every provider page are read again. */
export function useCareTeamChange() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, add }: { providerId: string; add: boolean }) => (add ? addToCareTeam(http, accountId, providerId) : removeFromCareTeam(http, accountId, providerId)),
    onSuccess: (team) => {
      queryClient.setQueryData(searchQueryKeys.careTeam(accountId), team);
      void queryClient.invalidateQueries({ queryKey: [...searchQueryKeys.all(accountId), 'provider'] });
    },
  });
}

/** Features §6: the compliant-network version applies with hcscCompliantVersionUX on and the account on such a network. */
export function useCompliantVersion(): boolean {
  const { flags, account } = useRemoteProps();
  return flags.hcscCompliantVersionUX === true && account?.hasHcscNetwork === true;
}

/** The top-provider badge: under showConsolidatedTopProviderBadge, never in the compliant-network version. */
export function useShowTopBadge(): boolean {
  const { flags } = useRemoteProps();
  const compliant = useCompliantVersion();
  return flags.showConsolidatedTopProviderBadge === true && !compliant;
}
