import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { isHttpError } from '@member/shared-contracts/http';
import { CARE_TEAM_FULL_MESSAGE, addToCareTeam, fetchProvider, isCareTeamFull, removeFromCareTeam, searchQueryKeys, type CareTeam } from '@member/shared-contracts/search';

/*
 * What the provider page (search, my providers, recommendations) and the care team share: one provider,
 * the care-team change, and which version of the pages applies (features §6).
 */

export function useProvider(providerId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.provider(accountId, providerId), queryFn: ({ signal }) => fetchProvider(http, accountId, providerId, signal), retry: false });
}

/** The refusal of an add to a full care team: found in the care team the app holds, or answered by the member API. */
class CareTeamFullError extends Error {
  constructor() {
    super(CARE_TEAM_FULL_MESSAGE);
    this.name = 'CareTeamFullError';
  }
}

export const isCareTeamFullRefusal = (error: unknown): boolean =>
  error instanceof CareTeamFullError || (isHttpError(error, 422) && error.message === CARE_TEAM_FULL_MESSAGE);

/**
 * Adds or removes a provider; the care team and every provider page are read again. An add to a care team
 * the app already knows is full is refused here, without a call (the member API refuses it the same way).
 */
export function useCareTeamChange() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ providerId, add }: { providerId: string; add: boolean }) => {
      if (!add) return removeFromCareTeam(http, accountId, providerId);
      const known = queryClient.getQueryData<CareTeam>(searchQueryKeys.careTeam(accountId));
      if (known && isCareTeamFull(known)) throw new CareTeamFullError();
      return addToCareTeam(http, accountId, providerId);
    },
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
