/**
 * Access §2.1: "The page state is carried in a query value named state with values sign-in, sign-up,
 * signed-out. Modal state, error state and a generic state are carried in query parameters named modal,
 * error and state."
 */
export const PAGE_STATE_QUERY_KEY = 'state';
export type PageState = 'sign-in' | 'sign-up' | 'signed-out';

/** Sign-out "optionally redirects to /?state=signed-out" (access §4). */
export const SIGNED_OUT_PATH = '/?state=signed-out';

/** The `state` query value; absent or empty is "unset" (null). */
export function readPageState(search: string): string | null {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(PAGE_STATE_QUERY_KEY);
  return value ? value : null;
}

/** Sets one query value, keeping the others. */
export function withQueryValue(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.set(key, value);
  return `?${params.toString()}`;
}
