import { z } from 'zod/mini';
import {
  DEFAULT_PROVIDER_SORT,
  DEFAULT_SEARCH_RADIUS_MILES,
  PROVIDER_SEARCH_LOCATION_MAX,
  PROVIDER_SEARCH_TERM_MAX,
  PROVIDER_SORTS,
  SEARCH_RADII_MILES,
  type ProviderSort,
} from './provider-types';

const oneLine = /^[^\r\n\t]*$/;

const SEARCH_VALIDATION_MESSAGES = {
  termTooLong: 'validation.search.termTooLong',
  locationTooLong: 'validation.search.locationTooLong',
  oneLine: 'validation.search.oneLine',
  coordinates: 'validation.search.coordinates',
} as const;
const M = SEARCH_VALIDATION_MESSAGES;

/**
 * `POST /provider-search` body (decision: member-features §7 does not show the search calls). A search term is health data: it travels in a body, never
 * in a URL the API could log (decision). `location` is a ZIP or a city; empty means the member's home
 * ZIP; `near` is the browser's position when the member allowed it.
 */
export const providerSearchSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  term: z.string().check(z.maxLength(PROVIDER_SEARCH_TERM_MAX, { error: M.termTooLong }), z.regex(oneLine, { error: M.oneLine })),
  location: z.optional(z.string().check(z.maxLength(PROVIDER_SEARCH_LOCATION_MAX, { error: M.locationTooLong }), z.regex(oneLine, { error: M.oneLine }))),
  near: z.optional(z.strictObject({
    latitude: z.number().check(z.gte(-90, { error: M.coordinates }), z.lte(90, { error: M.coordinates })),
    longitude: z.number().check(z.gte(-180, { error: M.coordinates }), z.lte(180, { error: M.coordinates })),
  })),
  inNetworkOnly: z.boolean(),
  virtual: z.boolean(),
  onlineBooking: z.boolean(),
  acceptingNewPatients: z.boolean(),
  sort: z.enum(PROVIDER_SORTS),
  radiusMiles: z.union(SEARCH_RADII_MILES.map((radius) => z.literal(radius))),
  page: z.number().check(z.int(), z.gte(1), z.lte(1000)),
});
export type ProviderSearchRequest = z.infer<typeof providerSearchSchema>;

/** `POST /provider-suggestions` body: what the member has typed so far. */
export const providerSuggestionsSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  term: z.string().check(z.minLength(2), z.maxLength(PROVIDER_SEARCH_TERM_MAX, { error: M.termTooLong }), z.regex(oneLine, { error: M.oneLine })),
  location: z.optional(z.string().check(z.maxLength(PROVIDER_SEARCH_LOCATION_MAX, { error: M.locationTooLong }), z.regex(oneLine, { error: M.oneLine }))),
});
export type ProviderSuggestionsRequest = z.infer<typeof providerSuggestionsSchema>;

/**
 * Features §3 "Search state: term, location, benefits, filters (virtual false, onlineBooking false, sort
 * recommended)". Kept in the /search address's query so back, forward and reload keep it; `benefits` is
 * whether the member's plan network limits the results (in network by default).
 */
export interface SearchState {
  term: string;
  location: string;
  benefits: 'inNetwork' | 'all';
  filters: { virtual: boolean; onlineBooking: boolean; acceptingNewPatients: boolean; sort: ProviderSort };
  radiusMiles: number;
  page: number;
}

export const DEFAULT_SEARCH_STATE: SearchState = {
  term: '',
  location: '',
  benefits: 'inNetwork',
  filters: { virtual: false, onlineBooking: false, acceptingNewPatients: false, sort: DEFAULT_PROVIDER_SORT },
  radiusMiles: DEFAULT_SEARCH_RADIUS_MILES,
  page: 1,
};

const isSort = (value: string | null): value is ProviderSort => (PROVIDER_SORTS as readonly string[]).includes(value ?? '');

/** The search state from `/search?…` (unknown or bad values fall back to the defaults). */
export function searchStateFromQuery(query: URLSearchParams): SearchState {
  const radius = Number(query.get('radius'));
  const page = Number(query.get('page'));
  const sort = query.get('sort');
  return {
    term: (query.get('q') ?? '').slice(0, PROVIDER_SEARCH_TERM_MAX),
    location: (query.get('near') ?? '').slice(0, PROVIDER_SEARCH_LOCATION_MAX),
    benefits: query.get('benefits') === 'all' ? 'all' : 'inNetwork',
    filters: {
      virtual: query.get('virtual') === '1',
      onlineBooking: query.get('booking') === '1',
      acceptingNewPatients: query.get('accepting') === '1',
      sort: isSort(sort) ? sort : DEFAULT_PROVIDER_SORT,
    },
    radiusMiles: (SEARCH_RADII_MILES as readonly number[]).includes(radius) ? radius : DEFAULT_SEARCH_RADIUS_MILES,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string of a search state, leaving out the defaults. */
export function searchStateToQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.term) query.set('q', state.term);
  if (state.location) query.set('near', state.location);
  if (state.benefits === 'all') query.set('benefits', 'all');
  if (state.filters.virtual) query.set('virtual', '1');
  if (state.filters.onlineBooking) query.set('booking', '1');
  if (state.filters.acceptingNewPatients) query.set('accepting', '1');
  if (state.filters.sort !== DEFAULT_PROVIDER_SORT) query.set('sort', state.filters.sort);
  if (state.radiusMiles !== DEFAULT_SEARCH_RADIUS_MILES) query.set('radius', String(state.radiusMiles));
  if (state.page !== 1) query.set('page', String(state.page));
  return query;
}
