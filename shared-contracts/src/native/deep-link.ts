import { isSafeRedirectPath } from '../routes/sign-in-redirect';

/**
 * Access §2.9 / member-features §4: "Deep links on the native app use a custom scheme, are mapped to the
 * web host and pushed as in-app routes." Decision: the scheme is `member:`; `member://claims?x=1` (or
 * `member:///claims?x=1`) is the web host's `/claims?x=1`.
 */
const NATIVE_DEEP_LINK_SCHEME = 'member:';

function pathOf(url: URL): string {
  return `${url.pathname || '/'}${url.search}${url.hash}`;
}

/**
 * The in-app path (path + query + hash) a link opens, or null when it is not ours:
 * - `member://<first segment>/<rest>?<query>` → `/<first segment>/<rest>?<query>`
 * - `https://<web host>/<path>` (the app's own origin) → `/<path>`
 * - an in-app absolute path `/claims?x=1` → itself
 * Anything else (another host or scheme, credentials or a port in a custom-scheme link, `javascript:`,
 * protocol-relative `//host`, backslashes, control characters) is refused.
 */
export function mapDeepLinkToPath(link: string, webOrigin: string): string | null {
  if (typeof link !== 'string' || link.length === 0 || link.length > 2048) return null;
  if (link.startsWith('/')) return isSafeRedirectPath(link) ? link : null;
  // eslint-disable-next-line no-control-regex -- control characters and whitespace are refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(link)) return null;

  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }

  let path: string;
  if (url.protocol === NATIVE_DEEP_LINK_SCHEME) {
    if (url.username || url.password || url.port) return null;
    const host = url.host ? `/${url.host}` : '';
    const rest = url.pathname === '' ? '' : url.pathname.startsWith('/') ? url.pathname : `/${url.pathname}`;
    path = `${host}${rest}` || '/';
    path = `${path}${url.search}${url.hash}`;
  } else if (url.protocol === 'https:' || url.protocol === 'http:') {
    let origin: string;
    try {
      origin = new URL(webOrigin).origin;
    } catch {
      return null;
    }
    if (url.origin !== origin || url.username || url.password) return null;
    path = pathOf(url);
  } else {
    return null;
  }
  return isSafeRedirectPath(path) ? path : null;
}
