/**
 * Access §2.8: "Unauthenticated visitors go to / with the originally requested path kept and search
 * parameters carried." Decision: the requested path + query travel in ONE query value, `redirect`
 * (`/?redirect=%2Fclaims%3Fmodal%3Dx`), read back after sign-in. Only same-origin absolute paths are
 * accepted — no open redirects.
 */
export const REDIRECT_QUERY_KEY = 'redirect';

const SAFE_BASE = 'http://member.invalid';

/** True only for a path that starts with a single `/` and stays on this origin. */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes, whitespace and control characters let browsers rewrite a path into another origin.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, SAFE_BASE).origin === SAFE_BASE;
  } catch {
    return false;
  }
}

function withQuestionMark(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** `/` with the requested path and query kept in `redirect`. An unsafe or root path gives plain `/`. */
export function buildSignInRedirect(pathname: string, search = ''): string {
  const target = `${pathname}${withQuestionMark(search)}`;
  if (!isSafeRedirectPath(target) || pathname === '/') return '/';
  return `/?${new URLSearchParams({ [REDIRECT_QUERY_KEY]: target }).toString()}`;
}

/** The kept path + query from a search string, or null when absent or unsafe. */
export function readRedirectTarget(search: string | URLSearchParams | null | undefined): string | null {
  if (!search) return null;
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const value = params.get(REDIRECT_QUERY_KEY);
  return isSafeRedirectPath(value) ? value : null;
}
