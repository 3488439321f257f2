import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { fetchSearchSuggestions, searchProviders, searchQueryKeys, type ProviderSearchRequest, type SearchState } from '@member/shared-contracts/search';

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
