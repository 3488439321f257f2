/**
 * The static server every built app is served with, locally (scripts/start.mjs) and in docker-compose.
 *
 * - CORS on every response: the shell fetches each remote's `mf-manifest.json` cross-origin.
 * - `Cache-Control: no-cache` for the entry points that name other files (`mf-manifest.json`,
 *   `remoteEntry.js`, `index.html`) and for everything under `/config/` (the remotes manifest): a stale
 *   entry is the most reported Module Federation deployment bug. Content-hashed files
 *   (`main.1a2b3c4d.js`, their `.map` / `.LICENSE.txt`) are `immutable`; anything else revalidates.
 * - `spa`: a path without a file extension that matches no file answers `index.html` (history routing);
 *   a missing `.js` chunk stays a 404, so a lost chunk fails as a ChunkLoadError, not as HTML parsed as JS.
 * - `configDir` is mounted at `/config/` (the shell's per-environment `remotes.json`, `services.json`).
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

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
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
 * @param {import('node:http').ServerResponse} res
 */
function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
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
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });
}

/**
 * A request handler serving `dir` (`configDir` at `/config/`, `releasesDir` at `/releases/`).
 * @param {{ dir: string, spa?: boolean, configDir?: string, releasesDir?: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createHandler({ dir, spa = false, configDir, releasesDir }) {
  const app = files(path.resolve(dir), spa, cacheControlFor);
  const config = configDir ? files(path.resolve(configDir), false, () => NO_CACHE) : undefined;
  const releases = releasesDir ? files(path.resolve(releasesDir), false, cacheControlFor) : undefined;
  return (req, res) => {
    setCors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const url = req.url ?? '/';
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
    app(req, res, () => notFound(res));
  };
}

/**
 * Starts a server; resolves once it listens.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, configDir?: string, releasesDir?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ dir, port, host = '127.0.0.1', spa, configDir, releasesDir }) {
  const server = http.createServer(createHandler({ dir, spa, configDir, releasesDir }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
