import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { addToCareTeam, fetchCareTeam, fetchProvider, fetchRecommendation, fetchSearchSuggestions, removeFromCareTeam, searchProviders, searchQueryKeys, type ProviderSearchRequest, type SearchState } from '@member/shared-contracts/search';

/** The API request of a search state (the location box empty → the member's home ZIP, decided by the API). */
export function searchRequestOf(accountId: string, state: SearchState, near: { latitude: number; longitude: number } | null): ProviderSearchRequest {
  return {
    accountId,
    term: state.term,
    ...(near ? { near } : state.location ? { location: state.location } : {}),
    inNetworkOnly: state.benefits === 'inNetwork',
    virtual: state.filters.virtual,
    onlineBooking: state.filters.onlineBooking,
    acceptingNewPatients: state.filters.acceptingNewPatients,
    sort: state.filters.sort,
    radiusMiles: state.radiusMiles as ProviderSearchRequest['radiusMiles'],
    page: state.page,
  };
}

/** One page of results; the previous page stays on screen while the next loads. */
export function useProviderSearch(request: ProviderSearchRequest | null) {
  const { http } = useRemoteProps();
  return useQuery({
    queryKey: searchQueryKeys.search(request?.accountId ?? '', request as ProviderSearchRequest),
    queryFn: ({ signal }) => searchProviders(http, request as ProviderSearchRequest, signal),
    enabled: request !== null && request.accountId !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSuggestions(term: string, location: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const typed = term.trim();
  return useQuery({
    queryKey: searchQueryKeys.suggestions(accountId, typed, location),
    queryFn: ({ signal }) => fetchSearchSuggestions(http, { accountId, term: typed, ...(location ? { location } : {}) }, signal),
    enabled: accountId !== '' && typed.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
}

export function useProvider(providerId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.provider(accountId, providerId), queryFn: ({ signal }) => fetchProvider(http, accountId, providerId, signal), retry: false });
}

export function useCareTeam(enabled = true) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.careTeam(accountId), queryFn: ({ signal }) => fetchCareTeam(http, accountId, signal), enabled });
}

export function useRecommendation(recommendationId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.recommendation(accountId, recommendationId), queryFn: ({ signal }) => fetchRecommendation(http, recommendationId, signal), retry: false });
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
