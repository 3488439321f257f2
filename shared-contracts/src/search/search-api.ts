import type { HttpClient } from '../http/http-client';
import type { ProviderSearchRequest, ProviderSuggestionsRequest } from './provider-search-schemas';
import type { CareTeam, ProviderDetails, ProviderSearchPage, Recommendation, RecommendationSummary, SearchSuggestion } from './provider-types';

const seg = (value: string): string => encodeURIComponent(value);

/**
 * The member API's search and care-team calls (features §7 "search and care-team calls: not
 * shown"). Only ids travel in paths and queries; search terms and locations go in bodies.
 */
export const searchApiPaths = {
  /** POST ProviderSearchRequest → ProviderSearchPage. */
  providerSearch: () => '/provider-search',
  /** POST ProviderSuggestionsRequest → { items: SearchSuggestion[] }. */
  providerSuggestions: () => '/provider-suggestions',
  /** GET ?account_id → ProviderDetails (404 unknown). */
  provider: (providerId: string) => `/directory/providers/${seg(providerId)}`,
  /** GET ?account_id → CareTeam; PUT { role } adds, DELETE removes one provider. */
  careTeam: () => '/care-team',
  careTeamMember: (providerId: string) => `/care-team/${seg(providerId)}`,
  /** GET ?account_id → { items: RecommendationSummary[] }, newest first (403 another account's). */
  recommendations: () => '/recommendations',
  /** GET ?account_id → Recommendation (403 another account's, 404 unknown). */
  recommendation: (recommendationId: string) => `/recommendations/${seg(recommendationId)}`,
} as const;

export const searchQueryKeys = {
  all: (accountId: string) => ['member-api', 'search', accountId] as const,
  search: (accountId: string, request: ProviderSearchRequest) => ['member-api', 'search', accountId, 'results', request] as const,
  suggestions: (accountId: string, term: string, location: string) => ['member-api', 'search', accountId, 'suggestions', term, location] as const,
  provider: (accountId: string, providerId: string) => ['member-api', 'search', accountId, 'provider', providerId] as const,
  careTeam: (accountId: string) => ['member-api', 'search', accountId, 'care-team'] as const,
  recommendations: (accountId: string) => ['member-api', 'search', accountId, 'recommendations'] as const,
  recommendation: (accountId: string, recommendationId: string) => ['member-api', 'search', accountId, 'recommendation', recommendationId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function searchProviders(http: HttpClient, request: ProviderSearchRequest, signal?: AbortSignal): Promise<ProviderSearchPage> {
  return http.post<ProviderSearchPage>(searchApiPaths.providerSearch(), { body: request, ...withSignal(signal) });
}

export async function fetchSearchSuggestions(http: HttpClient, request: ProviderSuggestionsRequest, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return (await http.post<{ items: SearchSuggestion[] }>(searchApiPaths.providerSuggestions(), { body: request, ...withSignal(signal) })).items;
}

export function fetchProvider(http: HttpClient, accountId: string, providerId: string, signal?: AbortSignal): Promise<ProviderDetails> {
  return http.get<ProviderDetails>(searchApiPaths.provider(providerId), { query: { account_id: accountId }, ...withSignal(signal) });
}

export function fetchCareTeam(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<CareTeam> {
  return http.get<CareTeam>(searchApiPaths.careTeam(), { query: { account_id: accountId }, ...withSignal(signal) });
}

export function addToCareTeam(http: HttpClient, accountId: string, providerId: string): Promise<CareTeam> {
  return http.put<CareTeam>(searchApiPaths.careTeamMember(providerId), { query: { account_id: accountId } });
}

export function removeFromCareTeam(http: HttpClient, accountId: string, providerId: string): Promise<CareTeam> {
  return http.delete<CareTeam>(searchApiPaths.careTeamMember(providerId), { query: { account_id: accountId } });
}

/** What the concierge recommended to the member, newest first: how a member finds `/recommendations/{id}`. */
export async function fetchRecommendations(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<RecommendationSummary[]> {
  return (await http.get<{ items: RecommendationSummary[] }>(searchApiPaths.recommendations(), { query: { account_id: accountId }, ...withSignal(signal) })).items;
}

export function fetchRecommendation(http: HttpClient, recommendationId: string, signal?: AbortSignal): Promise<Recommendation> {
  return http.get<Recommendation>(searchApiPaths.recommendation(recommendationId), withSignal(signal));
}
