/**
 * The static server every built app is served with, locally (scripts/start.mjs) and in docker-compose.
 *
 * - Compression: the build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset
 *   (tooling/build-config/precompress-plugin.cjs); a request that accepts them gets the smaller copy
 *   with `Content-Encoding`, the original file's Content-Type and `Vary: Accept-Encoding`.
 * - Security headers (security-policy.mjs): the shell's server sends the environment's content security
 *   policy, computed from `configDir`'s remotes.json and services.json as they are at that moment (read
 *   again when they change: repointing a remote needs no restart); a remote's server sends a policy
 *   that lets nothing run from its files as a document. The policy and `X-Frame-Options` go with
 *   documents only (HTML, SVG, XML: a browser ignores them on a script); nosniff, the referrer policy
 *   and HSTS (when the environment's shell origins are https) with every response.
 * - CORS: only the environment's shell origins (`services.json` `shellOrigins`) get
 *   `Access-Control-Allow-Origin` (the shell fetches each remote's `mf-manifest.json` cross-origin); any
 *   other origin gets none. No credentials.
 * - Source maps (`.map`) are never served: the build keeps them on disk for error reporting.
 * - `Cache-Control: no-cache` for the entry points that name other files (`mf-manifest.json`,
 *   `remoteEntry.js`, `index.html`, the shell's offline card document `offline-card.html`, its service
 *   worker `sw.js` and web app manifest `manifest.webmanifest`) and for everything under `/config/` (the remotes manifest): a stale
 *   entry is the most reported Module Federation deployment bug. `sw.js` also gets
 *   `Service-Worker-Allowed: /`: it is served under `/ui/` and controls the routes at the root. Content-hashed files
 *   (`main.1a2b3c4d.js`, their `.LICENSE.txt`) are `immutable`; anything else revalidates.
 * - The public path: an app whose build declares an absolute one (the shell's `/ui/`, access §9: its
 *   `mf-manifest.json` `metaData.publicPath`) has its files served there and nowhere else; a remote's
 *   (`auto`) are served at the root of its origin, where its manifest is.
 * - `spa`: a path without a file extension that matches no file answers `index.html` (history routing:
 *   the routes stay at the root); a missing `.js` chunk stays a 404, so a lost chunk fails as a
 *   ChunkLoadError, not as HTML parsed as JS.
 * - `apiRoutes`: the services the browser calls and the remotes' files, forwarded from the shell's own
 *   origin (`/api/member/…`, `/remotes/mfe-claims/…`, api-proxy.mjs), so no call needs a CORS preflight
 *   and no remote a connection of its own; before everything else, with none of the above but the
 *   headers every response carries.
 * - `configDir` is mounted at `/config/` (the shell's per-environment `remotes.json`, `services.json`).
 *   A remote's server is given the same folder as `environmentDir` (read, not served) for its CORS list.
 * - `releasesDir` is mounted at `/releases/`: other builds of the same app, each in its own versioned
 *   folder (`/releases/<version>/mf-manifest.json`), on the same origin. The end-to-end deploy journey
 *   builds a changed remote there and repoints the remotes manifest at it. Same cache rules by file name.
 *
 * Files are looked up on every request (sirv `dev` mode), so a rebuild of `dist/` is served without a
 * restart.
 */
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createApiProxy } from './api-proxy.mjs';
import { ASSET_ONLY_POLICY, buildContentSecurityPolicy, isDocumentType, securityHeaders, shellOrigins } from './security-policy.mjs';
import { watchedJson } from './watched-json.mjs';

export const NO_CACHE = 'no-cache';
/** The shell's service worker, built under the public path (`/ui/sw.js`) and controlling every route from `/`. */
const SERVICE_WORKER_FILE = 'sw.js';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'offline-card.html', SERVICE_WORKER_FILE, 'manifest.webmanifest']);
/** `name.1a2b3c4d.js`, `name.1a2b3c4d.js.map`, `name.1a2b3c4d.js.LICENSE.txt`, `name.1a2b3c4d.css`. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|mjs|css)(?:\.map|\.LICENSE\.txt)?$/;
/** webpack `asset/resource` default names: `[hash][ext]` (20 hex). */
const HASH_NAMED_ASSET = /^[0-9a-f]{16,}\.[a-z0-9]+$/;

/**
 * The Cache-Control value for a request path.
 * @param {string} pathname URL path, e.g. `/main.1a2b3c4d.js` or `/config/remotes.json`
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  if (pathname === '/config' || pathname.startsWith('/config/')) return NO_CACHE;
  const base = path.posix.basename(pathname);
  if (base === '' || ENTRY_FILES.has(base)) return NO_CACHE;
  if (CONTENT_HASHED.test(base) || HASH_NAMED_ASSET.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/**
 * CORS for an allowed Origin only; `Vary: Origin` always (the answer depends on it).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} allowed
 */
function setCors(req, res, allowed) {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
  }
}

/**
 * sirv sets `Vary: Accept-Encoding` when it can send a compressed copy; keep `Origin` in it too.
 * @param {import('node:http').ServerResponse} res
 */
function varyOnOrigin(res) {
  const current = String(res.getHeader('Vary') ?? '');
  const parts = current.split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.includes('Origin')) parts.push('Origin');
  res.setHeader('Vary', parts.join(', '));
}

/** A path a document is answered for: a route (no extension: index.html) or an HTML, SVG or XML file. */
const DOCUMENT_PATH = /(?:^|\/)(?:[^/.]*|[^/]*\.(?:html?|svg|xml))$/i;

/**
 * Adds `headers` to the response when what it sends is a document (its Content-Type, known only when
 * the head is written: sirv sets it then, and the history fallback answers a route with index.html).
 * sirv answers `304 Not Modified` with no headers at all, and a browser keeps the stored headers a 304
 * does not replace (RFC 9111 §4.3.4): the policy is made from the configuration, not from the file, so
 * a 304 for a document carries the current one, or a remote repointed to another origin stays blocked
 * until index.html itself changes.
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 * @param {string} requestPath  the decoded path asked for
 */
function addOnDocuments(res, headers, requestPath) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function writeDocumentHead(/** @type {any[]} */ ...args) {
    const fields = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    const type = fields?.['Content-Type'] ?? fields?.['content-type'] ?? res.getHeader('Content-Type');
    const notModifiedDocument = args[0] === 304 && DOCUMENT_PATH.test(requestPath);
    if (isDocumentType(type) || notModifiedDocument) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 */
function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', NO_CACHE);
  res.end('Not found');
}

/**
 * @param {string} dir
 * @param {boolean} spa
 * @param {(pathname: string) => string} cacheControl
 */
function files(dir, spa, cacheControl) {
  return sirv(dir, {
    dev: true, // look files up per request: a rebuilt dist is served without a restart
    etag: true,
    dotfiles: false,
    single: spa, // sirv only falls back for paths without an extension
    brotli: true, // `name.br` / `name.gz` beside `name` (written by the build)
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // A worker's scope is at most its own folder unless its answer allows more: the routes are at the root.
      if (path.posix.basename(pathname) === SERVICE_WORKER_FILE) res.setHeader('Service-Worker-Allowed', '/');
      varyOnOrigin(res);
    },
  });
}

/**
 * @param {string} url
 * @returns {string} the path, percent-decoded where possible
 */
function decodedPath(url) {
  const pathname = url.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Where a build's files are served: the absolute public path its manifest declares, else the root.
 * @param {unknown} manifest  the app's mf-manifest.json
 * @returns {string} `/ui/` or `/`
 */
export function publicPathOf(manifest) {
  const declared = /** @type {any} */ (manifest)?.metaData?.publicPath;
  return typeof declared === 'string' && /^\/(?:[\w.~-]+\/)*$/.test(declared) ? declared : '/';
}

/** A path naming a file (`/main.1a2b.js`, `/favicon.ico`), not a route (`/claims`, `/claim-details/7`). */
const NAMES_A_FILE = /\/[^/]*\.[^/]*$/;

/** Where the shell's origin serves the services and the remotes (api-proxy.mjs): never an app route or file. */
const FORWARDED_PATH = /^\/(?:api|remotes)(?:[/?]|$)/;

/** A source map, or a compressed copy of one. */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/**
 * @typedef {object} HandlerOptions
 * @property {string} dir                the built app
 * @property {boolean} [spa]             history fallback to index.html (the shell)
 * @property {string} [configDir]        the shell's environment folder, served at /config/; its
 *   remotes.json and services.json make the content security policy and the CORS list
 * @property {string} [environmentDir]   a remote's server: the environment folder whose services.json
 *   names the shell origins (not served)
 * @property {string[]} [devServerOrigins]  remotes served by webpack-dev-server (see security-policy.mjs)
 * @property {string} [releasesDir]      other builds of the same app, served at /releases/ (test control)
 * @property {import('./api-proxy.mjs').ApiRoute[]} [apiRoutes]  services and remotes served under this
 *   origin (`/api/member/…` → the member API, `/remotes/mfe-claims/…` → that remote's server; api-proxy.mjs)
 */

/**
 * A request handler serving `dir` (`configDir` at `/config/`, `releasesDir` at `/releases/`).
 * @param {HandlerOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createHandler({ dir, spa = false, configDir, environmentDir, devServerOrigins = [], releasesDir, apiRoutes = [] }) {
  const app = files(path.resolve(dir), spa, cacheControlFor);
  const config = configDir ? files(path.resolve(configDir), false, () => NO_CACHE) : undefined;
  const releases = releasesDir ? files(path.resolve(releasesDir), false, cacheControlFor) : undefined;
  const readManifest = watchedJson(path.join(path.resolve(dir), 'mf-manifest.json'));
  const environment = configDir ?? environmentDir;
  const readServices = environment ? watchedJson(path.join(path.resolve(environment), 'services.json')) : () => undefined;
  const readRemotes = configDir ? watchedJson(path.join(path.resolve(configDir), 'remotes.json')) : () => undefined;
  const proxy = apiRoutes.length > 0 ? createApiProxy(apiRoutes) : undefined;
  /** @type {{ remotes: unknown, services: unknown, headers: import('./security-policy.mjs').SecurityHeaders, origins: string[] } | undefined} */
  let cached;
  const current = () => {
    const remotes = readRemotes();
    const services = readServices();
    if (!cached || cached.remotes !== remotes || cached.services !== services) {
      const contentSecurityPolicy = configDir ? buildContentSecurityPolicy({ remotes, services, devServerOrigins }) : ASSET_ONLY_POLICY;
      cached = { remotes, services, headers: securityHeaders({ contentSecurityPolicy, services }), origins: shellOrigins(services) };
    }
    return cached;
  };
  return (req, res) => {
    const { headers, origins } = current();
    for (const [name, value] of Object.entries(headers.everyResponse)) res.setHeader(name, value);
    if (proxy?.(req, res)) return;
    const url = req.url ?? '/';
    const requestPath = decodedPath(url);
    addOnDocuments(res, headers.documents, requestPath);
    setCors(req, res, origins);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    // A service or remote this server does not forward is a 404, never the app's index.html read as an
    // API answer or a script.
    if (SOURCE_MAP.test(requestPath) || FORWARDED_PATH.test(url)) {
      notFound(res);
      return;
    }
    if (config && /^\/config(?:[/?]|$)/.test(url)) {
      const rest = url.slice('/config'.length);
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      config(req, res, () => notFound(res));
      return;
    }
    if (releases && url.startsWith('/releases/')) {
      req.url = url.slice('/releases'.length);
      releases(req, res, () => notFound(res));
      return;
    }
    const publicPath = publicPathOf(readManifest());
    if (publicPath !== '/') {
      if (url.startsWith(publicPath)) req.url = url.slice(publicPath.length - 1);
      else if (spa && !NAMES_A_FILE.test(requestPath)) req.url = '/';
      else {
        notFound(res);
        return;
      }
    }
    app(req, res, () => notFound(res));
  };
}

/**
 * Starts a server; resolves once it listens.
 * @param {HandlerOptions & { port: number, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ port, host = '127.0.0.1', ...options }) {
  const server = http.createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
