const seg = (value: string): string => encodeURIComponent(value);

/**
 * The member API's search and care-team calls (issue 13; features §7 "search and care-team calls: not
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
  /** GET ?account_id → Recommendation (403 another account's, 404 unknown). */
  recommendation: (recommendationId: string) => `/recommendations/${seg(recommendationId)}`,
} as const;
