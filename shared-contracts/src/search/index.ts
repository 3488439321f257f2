/**
 * Provider search and the care team (member-features §3, §7, §9): provider shapes, search requests and state,
 * specialties, and the search API's paths, fetchers and query keys.
 */
export { providerSearchSchema, type ProviderSearchRequest, providerSuggestionsSchema } from './provider-search-schemas';
export { type SearchState, DEFAULT_SEARCH_STATE, searchStateFromQuery, searchStateToQuery } from './provider-search';
export {
  PROVIDER_SORTS, type ProviderSort, SEARCH_RADII_MILES, PROVIDER_PAGE_SIZE, PROVIDER_SEARCH_TERM_MAX,
  PROVIDER_SEARCH_LOCATION_MAX, TOP_PROVIDER_TIER, type ProviderSummary, type ProviderDetails,
  type ResolvedLocation, type ProviderSearchPage, type SearchSuggestion, type CareTeam, type Recommendation, type RecommendationSummary,
} from './provider-types';
export {
  searchApiPaths, searchQueryKeys, searchProviders, fetchSearchSuggestions, fetchProvider, fetchCareTeam, addToCareTeam,
  removeFromCareTeam, fetchRecommendation, fetchRecommendations,
} from './search-api';
export { CARE_TEAM_SAVED_MAX, CARE_TEAM_FULL_MESSAGE, isCareTeamFull } from './care-team-rules';
export { SPECIALTIES, type SpecialtyCode, specialtyByCode } from './specialties';
