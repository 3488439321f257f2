import type { SpecialtyCode } from './specialties';

/** Filter defaults (decision: virtual false, onlineBooking false, sort recommended); features §9 default sort. */
export const PROVIDER_SORTS = ['recommended', 'distance', 'name'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];
export const DEFAULT_PROVIDER_SORT: ProviderSort = 'recommended';
/** How far a search looks, in miles (decision); the no-result page offers the next one up. */
export const SEARCH_RADII_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_SEARCH_RADIUS_MILES = 25;
export const PROVIDER_PAGE_SIZE = 10;
export const PROVIDER_SEARCH_TERM_MAX = 100;
export const PROVIDER_SEARCH_LOCATION_MAX = 60;
/** Quality / cost tier: 1 is the top tier, which earns the top-provider badge. */
export const TOP_PROVIDER_TIER = 1;

interface ProviderAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

interface ProviderNetworkMembership {
  networkId: number;
  isHcscNetwork: boolean;
}

/** One provider or facility as a result row. */
export interface ProviderSummary {
  id: string;
  npi: string;
  name: string;
  kind: 'person' | 'facility';
  credentials: string | null;
  specialties: SpecialtyCode[];
  address: ProviderAddress;
  phone: string;
  /** Miles from the search location, when there is one. */
  distanceMiles: number | null;
  inNetwork: boolean;
  acceptingNewPatients: boolean;
  virtualVisits: boolean;
  onlineBooking: boolean;
  qualityTier: 1 | 2 | 3;
  isTopProvider: boolean;
}

export interface ProviderDetails extends ProviderSummary {
  languages: string[];
  gender: 'female' | 'male' | null;
  latitude: number;
  longitude: number;
  networks: ProviderNetworkMembership[];
  /** In the member's care team, and as their primary care provider. */
  inCareTeam: boolean;
  isPrimaryCare: boolean;
}

export interface ResolvedLocation {
  label: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
}

export interface ProviderSearchPage {
  items: ProviderSummary[];
  total: number;
  page: number;
  pageSize: number;
  location: ResolvedLocation;
  radiusMiles: number;
}

export interface SearchSuggestion {
  kind: 'specialty' | 'provider';
  /** The specialty code or the provider id. */
  value: string;
  label: string;
}

/** `GET /care-team`: the primary care provider (account existingPCPs) and the providers the member saved. */
export interface CareTeam {
  primaryCare: ProviderSummary | null;
  saved: (ProviderSummary & { addedAt: string })[];
}

/** `GET /recommendations`: one recommendation in the member's list (its providers are on its page). */
export interface RecommendationSummary {
  id: string;
  /** The specialty code of the need. */
  need: string;
  createdAt: string;
  providerCount: number;
}

/** `GET /recommendations/{id}`: the providers the concierge recommended for one need. */
export interface Recommendation {
  id: string;
  need: string;
  note: string;
  createdAt: string;
  providers: ProviderSummary[];
}
