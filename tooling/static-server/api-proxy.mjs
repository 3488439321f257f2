/**
 * The services the browser calls, and the remotes' files, served under the shell's own origin
 * (docs/decisions/057 and 072). Every call to
 * the member API, identity, content and flags carries `Authorization` or `x-application-*`: cross-origin,
 * each needs a CORS preflight first (14–16 `OPTIONS` before /home could show a card). Same-origin, none.
 *
 * A remote on another origin costs a connection of its own before its first screen (DNS, TCP, TLS:
 * a round trip or three on a phone); `/remotes/<remote>/…` forwards to the remote's own server, whose
 * caching headers, compression and ETags pass through unchanged.
 *
 * `/api/<service>/<rest>?<query>` (and `/remotes/<remote>/<rest>`) is forwarded to `<upstream>/<rest>?<query>` — the prefix stripped, the
 * method, body and headers kept but for:
 * - hop-by-hop headers (RFC 9110 §7.6.1: `Connection` and what it names, `Keep-Alive`, `TE`, `Upgrade`…),
 *   and `Host` (the upstream's own);
 * - `Cookie` out and `Set-Cookie` back: the shell's origin keeps no cookies, and a service's cookie must
 *   not become one of the shell's;
 * - `Access-Control-*` back: the answer is same-origin, and must not open the shell's origin to others;
 * - `X-Forwarded-For`, `-Proto`, `-Host` and `-Prefix` added, so a service can name its public address.
 *
 * Limits: a request body over BODY_LIMIT_BYTES is refused (413) before it reaches the service; a service
 * that has not answered within UPSTREAM_TIMEOUT_MS is given up (504); one that cannot be reached is a 502.
 * Those three answers are JSON `{ "message": … }` like every refusal of the member API, never cached, so
 * the app shows the same "could not load" states as when the service itself fails.
 */
import http from 'node:http';
import https from 'node:https';

/**
 * @typedef {object} ApiRoute
 * @property {string} prefix    where the browser calls it: `/api/member`, `/remotes/mfe-claims`
 * @property {string} upstream  where it is: `http://localhost:4000`
 */

/**
 * Above the largest body a service accepts (a 10 MiB attachment, shared-contracts `ATTACHMENT_MAX_BYTES`),
 * so the service's own refusal, with its message, is what the member sees for a file just over it.
 */
const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/** The content client's per-request timeout (the contentful SDK's 30 s); no call of the app waits longer. */
const UPSTREAM_TIMEOUT_MS = 30_000;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const NOT_FORWARDED = new Set(['host', 'cookie', 'forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-prefix']);
const NOT_RETURNED = new Set(['set-cookie']);
/** The two families of forwarded paths; the static server answers 404 for one it does not forward (server.mjs). */
const ROUTE_PREFIX = /^\/(?:api|remotes)\/[a-z][a-z0-9-]*$/;

/**
 * Parses `--proxy /api/member=http://localhost:4000` or `--proxy /remotes/mfe-claims=http://localhost:3004`.
 * @param {string} value
 * @returns {ApiRoute}
 */
export function parseApiRoute(value) {
  const separator = value.indexOf('=');
  const prefix = value.slice(0, separator);
  const upstream = value.slice(separator + 1).replace(/\/+$/, '');
  if (separator < 0 || !ROUTE_PREFIX.test(prefix) || !/^https?:\/\/[^/?#]+(?:\/[^?#]*)?$/.test(upstream)) {
    throw new Error(`--proxy ${value}: expected /api/<service>=<http(s) URL> or /remotes/<remote>=<http(s) URL>`);
  }
  return { prefix, upstream };
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Set<string>} dropped
 * @returns {Record<string, string | string[]>} the headers but hop-by-hop ones, those `Connection` names and `dropped`
 */
function endToEnd(headers, dropped) {
  const named = new Set(String(headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || dropped.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function fail(res, status, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * @typedef {object} ProxyLimits
 * @property {number} timeoutMs       UPSTREAM_TIMEOUT_MS
 * @property {number} bodyLimitBytes  BODY_LIMIT_BYTES
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ApiRoute} route
 * @param {string} rest  the path after the prefix, with its query
 * @param {ProxyLimits} limits
 */
function forward(req, res, route, rest, { timeoutMs, bodyLimitBytes }) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimitBytes) {
    fail(res, 413, 'The request is too large.');
    req.resume();
    return;
  }
  const target = new URL(`${route.upstream}${rest.startsWith('/') ? rest : `/${rest}`}`);
  const encrypted = Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = (target.protocol === 'https:' ? https : http).request(target, {
    method: req.method,
    headers: {
      ...endToEnd(req.headers, NOT_FORWARDED),
      host: target.host,
      'x-forwarded-for': forwardedFor,
      'x-forwarded-proto': encrypted ? 'https' : 'http',
      ...(req.headers.host ? { 'x-forwarded-host': req.headers.host } : {}),
      'x-forwarded-prefix': route.prefix,
    },
    timeout: timeoutMs,
  });
  upstream.on('response', (answer) => {
    const headers = endToEnd(answer.headers, NOT_RETURNED);
    for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
  });
  upstream.on('timeout', () => {
    upstream.destroy();
    fail(res, 504, 'The service did not answer in time.');
  });
  upstream.on('error', () => fail(res, 502, 'The service is unavailable.'));
  // The member left (a new page, a cancelled upload): the service's work is not waited for.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received <= bodyLimitBytes) return;
    req.unpipe(upstream);
    upstream.destroy();
    fail(res, 413, 'The request is too large.');
  });
  req.pipe(upstream);
}

/**
 * @param {ApiRoute[]} routes
 * @param {Partial<ProxyLimits>} [limits]  tests shorten them
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   forwards a request under one of the prefixes and says so; false for any other path
 */
export function createApiProxy(routes, { timeoutMs = UPSTREAM_TIMEOUT_MS, bodyLimitBytes = BODY_LIMIT_BYTES } = {}) {
  return (req, res) => {
    const url = req.url ?? '/';
    for (const route of routes) {
      if (url !== route.prefix && !url.startsWith(`${route.prefix}/`) && !url.startsWith(`${route.prefix}?`)) continue;
      forward(req, res, route, url.slice(route.prefix.length), { timeoutMs, bodyLimitBytes });
      return true;
    }
    return false;
  };
}
