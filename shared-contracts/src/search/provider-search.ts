import {
  DEFAULT_PROVIDER_SORT,
  DEFAULT_SEARCH_RADIUS_MILES,
  PROVIDER_SEARCH_LOCATION_MAX,
  PROVIDER_SEARCH_TERM_MAX,
  PROVIDER_SORTS,
  SEARCH_RADII_MILES,
  type ProviderSort,
} from './provider-types';

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
