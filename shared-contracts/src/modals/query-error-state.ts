import { QUERY_STATE_PARAMS } from './query-state-params';

/**
 * The error states `?error=` can name (access §2.1 "Modal state, error state and a generic state are
 * carried in query parameters named modal, error and state"): the app-wide error pages of access §2.7 —
 * the generic error (refresh) and the country restriction — by the names the layout's global error
 * kinds use. Any other value names nothing and is ignored (decision 036).
 */
const QUERY_ERROR_STATES = ['generic', 'countryRestriction'] as const;
type QueryErrorState = (typeof QUERY_ERROR_STATES)[number];

const isQueryErrorState = (value: string | null): value is QueryErrorState => (QUERY_ERROR_STATES as readonly (string | null)[]).includes(value);

/** The error state `search` names, and the same query without `error` (what the address becomes once it is shown). */
export function readQueryErrorState(search: string): { state: QueryErrorState; rest: string } | null {
  const params = new URLSearchParams(search);
  const value = params.get(QUERY_STATE_PARAMS.error);
  if (!isQueryErrorState(value)) return null;
  params.delete(QUERY_STATE_PARAMS.error);
  const rest = params.toString();
  return { state: value, rest: rest ? `?${rest}` : '' };
}
