import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cacheControlFor, IMMUTABLE, NO_CACHE, publicPathOf, startServer } from './server.mjs';
import { parseCli } from './serve.mjs';
import { ASSET_ONLY_POLICY } from './security-policy.mjs';

const SHELL = 'http://localhost:3000';
const FOREIGN = 'https://attacker.example';

describe('cacheControlFor', () => {
  test('entry points and /config are never cached', () => {
    for (const p of ['/', '/index.html', '/ui/offline-card.html', '/mf-manifest.json', '/remoteEntry.js', '/config/remotes.json', '/ui/sw.js', '/ui/manifest.webmanifest']) {
      assert.equal(cacheControlFor(p), NO_CACHE, p);
    }
  });
  test('content-hashed files are immutable', () => {
    for (const p of ['/main.6f35b846.js', '/325.e50c719c.js.map', '/325.e50c719c.js.LICENSE.txt', '/0a1b2c3d4e5f60718293.png']) {
      assert.equal(cacheControlFor(p), IMMUTABLE, p);
    }
  });
  test('other files revalidate', () => {
    assert.equal(cacheControlFor('/mf-stats.json'), NO_CACHE);
    assert.equal(cacheControlFor('/favicon.ico'), NO_CACHE);
  });
});

describe('parseCli', () => {
  test('reads the options', () => {
    assert.deepEqual(parseCli(['--dir', 'dist', '--port', '3000', '--spa', '--config-dir', 'c']), {
      dir: 'dist', port: 3000, spa: true, configDir: 'c', environmentDir: undefined, devServerOrigins: [],
    });
  });
  test('reads a remote server\'s environment and dev-server origins', () => {
    const options = parseCli(['--dir', 'dist', '--port', '3001', '--environment-dir', 'e', '--dev-server-origin', 'http://localhost:3004']);
    assert.equal(options.environmentDir, 'e');
    assert.deepEqual(options.devServerOrigins, ['http://localhost:3004']);
  });
  test('refuses both a config and an environment folder', () => {
    assert.throws(() => parseCli(['--dir', 'd', '--port', '1', '--config-dir', 'c', '--environment-dir', 'e']), /usage/);
  });
  test('refuses a missing port', () => {
    assert.throws(() => parseCli(['--dir', 'dist']), /usage/);
  });
});

const MAIN_JS = `console.log(${JSON.stringify('member '.repeat(200))})`;

/**
 * Writes `files` (paths relative to a new temporary folder) before the enclosing suite, serves them with
 * the options `options(folder)` gives, and removes both after it.
 * @param {Record<string, string | Buffer>} files
 * @param {(root: string) => import('./server.mjs').HandlerOptions} options
 * @returns {{ base: string }} the server's URL, once the suite runs
 */
function serveForSuite(files, options) {
  const served = { base: '' };
  let root = '';
  /** @type {import('node:http').Server | undefined} */
  let server;
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'member-static-suite-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), content);
    }
    server = await startServer({ ...options(root), port: 0 });
    served.base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  after(() => {
    server?.closeAllConnections();
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return served;
}


describe('server', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let root = '';
  const remotesJson = (/** @type {string} */ claimsUrl) =>
    JSON.stringify({ mfe_auth: 'http://localhost:3001/mf-manifest.json', mfe_claims: claimsUrl });

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'member-static-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'config'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'dist', 'main.1a2b3c4d.js'), MAIN_JS);
    writeFileSync(path.join(root, 'dist', 'main.1a2b3c4d.js.br'), brotliCompressSync(MAIN_JS));
    writeFileSync(path.join(root, 'dist', 'main.1a2b3c4d.js.gz'), gzipSync(MAIN_JS));
    writeFileSync(path.join(root, 'dist', 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(root, 'config', 'remotes.json'), remotesJson('http://localhost:3004/mf-manifest.json'));
    writeFileSync(path.join(root, 'config', 'services.json'), JSON.stringify({ shellOrigins: [SHELL], memberApiUrl: 'http://localhost:4000' }));
    server = await startServer({ dir: path.join(root, 'dist'), configDir: path.join(root, 'config'), spa: true, port: 0 });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    base = `http://127.0.0.1:${address.port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('sends CORS to a shell origin and no-cache on the manifest', async () => {
    const res = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: SHELL } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), SHELL);
    assert.equal(res.headers.get('access-control-allow-credentials'), null);
    assert.match(res.headers.get('vary') ?? '', /Origin/);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.match(res.headers.get('content-type') ?? '', /json/);
  });

  test('a foreign origin, or none, gets no Access-Control-Allow-Origin', async () => {
    for (const headers of /** @type {Record<string, string>[]} */ ([{ Origin: FOREIGN }, { Origin: 'null' }, {}])) {
      const res = await fetch(`${base}/mf-manifest.json`, { headers });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), null, JSON.stringify(headers));
    }
  });

  test('answers a preflight for the shell only', async () => {
    const allowed = await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS', headers: { Origin: SHELL, 'Access-Control-Request-Method': 'GET' } });
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), SHELL);
    const foreign = await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS', headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'GET' } });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });

  test('hashed files are immutable', async () => {
    const res = await fetch(`${base}/main.1a2b3c4d.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), IMMUTABLE);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
  });

  test('sends the precompressed copy the request accepts, with Vary and the original Content-Type', async () => {
    const http = await import('node:http');
    /** @param {string} encoding */
    const get = (encoding) =>
      new Promise((resolve, reject) => {
        http.get(`${base}/main.1a2b3c4d.js`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks = /** @type {Buffer[]} */ ([]);
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = /** @type {{ headers: Record<string, string>, body: Buffer }} */ (await get('gzip, deflate, br'));
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'] ?? '', /javascript/);
    assert.match(br.headers.vary ?? '', /Accept-Encoding/);
    assert.match(br.headers.vary ?? '', /Origin/);
    assert.deepEqual(br.body, brotliCompressSync(MAIN_JS));
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    const gz = /** @type {{ headers: Record<string, string>, body: Buffer }} */ (await get('gzip'));
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gz.headers['content-type'] ?? '', /javascript/);
    const plain = /** @type {{ headers: Record<string, string>, body: Buffer }} */ (await get('identity'));
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), MAIN_JS);
  });

  test('never serves a source map (kept on disk for error reporting)', async () => {
    for (const p of ['/main.1a2b3c4d.js.map', '/main.1a2b3c4d.js.m%61p', '/main.1a2b3c4d.js.map?x=1']) {
      const res = await fetch(`${base}${p}`);
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /secret/);
    }
  });

  test('serves the config folder at /config without caching', async () => {
    const res = await fetch(`${base}/config/remotes.json?t=1`);
    assert.equal(res.status, 200);
    assert.equal((await res.json()).mfe_auth, 'http://localhost:3001/mf-manifest.json');
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.equal((await fetch(`${base}/config/missing.json`)).status, 404);
  });

  test('every answer carries nosniff and the referrer policy, a 404 too', async () => {
    for (const p of ['/', '/claims/123', '/missing.0badc0de.js', '/config/remotes.json', '/main.1a2b3c4d.js']) {
      const res = await fetch(`${base}${p}`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', p);
      assert.equal(res.headers.get('strict-transport-security'), null, p);
    }
  });

  test('the content security policy and the framing rule go with documents only, not with scripts or JSON', async () => {
    for (const p of ['/', '/claims/123', '/index.html']) {
      const res = await fetch(`${base}${p}`);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/, p);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, p);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', p);
    }
    for (const p of ['/main.1a2b3c4d.js', '/mf-manifest.json', '/config/remotes.json', '/missing.0badc0de.js']) {
      for (const encoding of ['br', 'identity']) {
        const res = await fetch(`${base}${p}`, { headers: { 'Accept-Encoding': encoding } });
        assert.equal(res.headers.get('content-security-policy'), null, `${p} ${encoding}`);
        assert.equal(res.headers.get('x-frame-options'), null, `${p} ${encoding}`);
      }
    }
  });

  test('the page\'s policy follows the remotes manifest as it is now (no restart)', async () => {
    const before = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    assert.match(before, /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3004(;|$)/);
    assert.match(before, /connect-src [^;]*http:\/\/localhost:4000/);
    writeFileSync(path.join(root, 'config', 'remotes.json'), remotesJson('http://localhost:3104/v2/mf-manifest.json'));
    try {
      const after = (await fetch(`${base}/claims`)).headers.get('content-security-policy') ?? '';
      assert.match(after, /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3104(;|$)/);
    } finally {
      writeFileSync(path.join(root, 'config', 'remotes.json'), remotesJson('http://localhost:3004/mf-manifest.json'));
    }
  });

  test('a 304 for a page carries the policy as it is now (a browser keeps stored headers a 304 leaves out)', async () => {
    const first = await fetch(`${base}/claims`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    writeFileSync(path.join(root, 'config', 'remotes.json'), remotesJson('http://localhost:3104/v2/mf-manifest.json'));
    try {
      const revalidated = await fetch(`${base}/claims`, { headers: { 'If-None-Match': etag } });
      assert.equal(revalidated.status, 304);
      assert.match(revalidated.headers.get('content-security-policy') ?? '', /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3104(;|$)/);
      assert.equal(revalidated.headers.get('x-frame-options'), 'DENY');
      const script = await fetch(`${base}/main.1a2b3c4d.js`);
      const scriptAgain = await fetch(`${base}/main.1a2b3c4d.js`, { headers: { 'If-None-Match': script.headers.get('etag') ?? '' } });
      assert.equal(scriptAgain.status, 304);
      assert.equal(scriptAgain.headers.get('content-security-policy'), null);
    } finally {
      writeFileSync(path.join(root, 'config', 'remotes.json'), remotesJson('http://localhost:3004/mf-manifest.json'));
    }
  });

  test('a service or remote path it does not forward is a 404, not the app\'s index.html', async () => {
    for (const p of ['/api/member/accounts/7', '/api/identity', '/api?x=1', '/remotes/mfe-claims/mf-manifest.json', '/remotes/mfe-claims']) {
      const res = await fetch(`${base}${p}`, { headers: { Accept: 'application/json' } });
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /<title>shell/, p);
    }
  });

  test('falls back to index.html for an app route, not for a missing chunk', async () => {
    const route = await fetch(`${base}/claims/123`);
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<title>shell/);
    assert.equal(route.headers.get('cache-control'), NO_CACHE);
    const chunk = await fetch(`${base}/missing.0badc0de.js`);
    assert.equal(chunk.status, 404);
  });

  test('serves files added after start (a rebuilt dist)', async () => {
    writeFileSync(path.join(root, 'dist', 'late.deadbeef.js'), '1');
    assert.equal((await fetch(`${base}/late.deadbeef.js`)).status, 200);
  });
});

describe('publicPathOf', () => {
  test('an absolute public path the build declares, else the root', () => {
    assert.equal(publicPathOf({ metaData: { publicPath: '/ui/' } }), '/ui/');
    assert.equal(publicPathOf({ metaData: { publicPath: '/app/v2/' } }), '/app/v2/');
    for (const manifest of [{ metaData: { publicPath: 'auto' } }, { metaData: { publicPath: 'https://cdn.example/' } }, { metaData: { publicPath: '/ui' } }, {}, undefined]) {
      assert.equal(publicPathOf(manifest), '/', JSON.stringify(manifest));
    }
  });
});

describe('a shell built with the public path /ui/ (access §9)', () => {
  const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
  const served = serveForSuite(
    {
      'dist/index.html': '<!doctype html><title>shell</title><script src="/ui/main.1a2b3c4d.js"></script>',
      'dist/mf-manifest.json': JSON.stringify({ metaData: { publicPath: '/ui/' } }),
      'dist/main.1a2b3c4d.js': MAIN_JS,
      'dist/main.1a2b3c4d.js.br': brotliCompressSync(MAIN_JS),
      'dist/fb46f143bfbd37d1e309.svg': ICON,
      'dist/sw.js': 'self.addEventListener("fetch", () => {});',
      'dist/manifest.webmanifest': JSON.stringify({ name: 'Member', start_url: '/home' }),
      'config/remotes.json': JSON.stringify({ mfe_claims: 'http://localhost:3004/mf-manifest.json' }),
      'config/services.json': JSON.stringify({ shellOrigins: [SHELL], memberApiUrl: 'http://localhost:4000' }),
    },
    (root) => ({ dir: path.join(root, 'dist'), configDir: path.join(root, 'config'), spa: true }),
  );

  test('serves the built files under /ui/ only: immutable, precompressed', async () => {
    const main = await fetch(`${served.base}/ui/main.1a2b3c4d.js`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(main.status, 200);
    assert.equal(main.headers.get('cache-control'), IMMUTABLE);
    assert.equal(main.headers.get('content-encoding'), 'br');
    assert.equal(await main.text(), MAIN_JS);
    assert.equal((await fetch(`${served.base}/main.1a2b3c4d.js`)).status, 404);
    assert.equal((await fetch(`${served.base}/ui/missing.0badc0de.js`)).status, 404);
  });

  test('the routes stay where they are: the document, not cached, with the page\'s policy', async () => {
    for (const route of ['/', '/home', '/claim-details/7', '/ui/index.html']) {
      const res = await fetch(`${served.base}${route}?tab=1`);
      assert.equal(res.status, 200, route);
      assert.match(await res.text(), /<title>shell/, route);
      assert.equal(res.headers.get('cache-control'), NO_CACHE, route);
      assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self' http:\/\/localhost:3004/, route);
    }
  });

  test('the environment configuration stays at /config/', async () => {
    const res = await fetch(`${served.base}/config/remotes.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
  });

  test('the service worker: never cached, allowed to control the routes at the root', async () => {
    const res = await fetch(`${served.base}/ui/sw.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.equal(res.headers.get('service-worker-allowed'), '/');
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    assert.equal((await fetch(`${served.base}/ui/main.1a2b3c4d.js`)).headers.get('service-worker-allowed'), null);
  });

  test('the web app manifest: its type, revalidated', async () => {
    const res = await fetch(`${served.base}/ui/manifest.webmanifest`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
  });

  test('the icon: an image, cached for good', async () => {
    const res = await fetch(`${served.base}/ui/fb46f143bfbd37d1e309.svg`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(res.headers.get('cache-control'), IMMUTABLE);
  });
});

describe('a remote\'s server', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let root = '';

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'member-static-remote-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'env'));
    writeFileSync(path.join(root, 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'dist', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'env', 'services.json'), JSON.stringify({ shellOrigins: ['https://member.example'] }));
    server = await startServer({ dir: path.join(root, 'dist'), environmentDir: path.join(root, 'env'), port: 0 });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    base = `http://127.0.0.1:${address.port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('allows the environment\'s shell origin only', async () => {
    const shell = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'https://member.example' } });
    assert.equal(shell.headers.get('access-control-allow-origin'), 'https://member.example');
    const local = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: SHELL } });
    assert.equal(local.headers.get('access-control-allow-origin'), null);
  });

  test('lets nothing run from its files opened as a document, and sends HSTS for an https environment', async () => {
    const icon = await fetch(`${base}/icon.svg`);
    assert.equal(icon.headers.get('content-security-policy'), ASSET_ONLY_POLICY);
    const res = await fetch(`${base}/mf-manifest.json`);
    assert.equal(res.headers.get('content-security-policy'), null);
    assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
    assert.equal(res.headers.get('config'), null);
    assert.equal((await fetch(`${base}/config/services.json`)).status, 404);
  });
});

describe('a shell serving the services on its origin (--proxy)', () => {
  /** @type {import('node:http').Server} */
  let service;
  const upstream = { base: '' };
  before(async () => {
    const http = await import('node:http');
    service = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': SHELL });
      res.end(JSON.stringify({ path: req.url, authorization: req.headers.authorization ?? null }));
    });
    await new Promise((resolve) => service.listen(0, '127.0.0.1', () => resolve(undefined)));
    upstream.base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (service.address()).port}`;
  });
  after(() => {
    service.closeAllConnections();
    service.close();
  });
  const served = serveForSuite(
    {
      'dist/index.html': '<!doctype html><title>shell</title>',
      'dist/mf-manifest.json': '{}',
      'config/remotes.json': JSON.stringify({ mfe_claims: 'http://localhost:3004/mf-manifest.json' }),
      'config/services.json': JSON.stringify({ shellOrigins: [SHELL], memberApiUrl: '/api/member' }),
    },
    (root) => ({ dir: path.join(root, 'dist'), configDir: path.join(root, 'config'), spa: true, apiRoutes: [{ prefix: '/api/member', upstream: upstream.base }] }),
  );

  test('forwards /api/member/… to the member API: its answer, nosniff, no page policy, no CORS of its own', async () => {
    const res = await fetch(`${served.base}/api/member/accounts/7?x=1`, { headers: { Authorization: 'Bearer t' } });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { path: '/accounts/7?x=1', authorization: 'Bearer t' });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), null);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  test('the routes are still the app', async () => {
    const res = await fetch(`${served.base}/home`);
    assert.match(await res.text(), /<title>shell/);
    assert.match(res.headers.get('content-security-policy') ?? '', /connect-src 'self'/);
  });
});

describe('a shell serving the remotes on its origin (--proxy /remotes/<remote>=…)', () => {
  const remoteFiles = serveForSuite(
    {
      'dist/mf-manifest.json': '{"name":"mfe_claims"}',
      'dist/remoteEntry.js': MAIN_JS,
      'dist/lifecycles.0e1ff143.js': MAIN_JS,
      'dist/lifecycles.0e1ff143.js.br': brotliCompressSync(MAIN_JS),
      'env/services.json': JSON.stringify({ shellOrigins: [SHELL] }),
    },
    (root) => ({ dir: path.join(root, 'dist'), environmentDir: path.join(root, 'env') }),
  );
  const served = serveForSuite(
    {
      'dist/index.html': '<!doctype html><title>shell</title>',
      'dist/mf-manifest.json': '{}',
      'config/remotes.json': JSON.stringify({ mfe_claims: '/remotes/mfe-claims/mf-manifest.json' }),
      'config/services.json': JSON.stringify({ shellOrigins: [SHELL], memberApiUrl: '/api/member' }),
    },
    // Called once the remote's server listens (the hooks run in order).
    (root) => ({ dir: path.join(root, 'dist'), configDir: path.join(root, 'config'), spa: true, apiRoutes: [{ prefix: '/remotes/mfe-claims', upstream: remoteFiles.base }] }),
  );

  test('forwards a remote\'s files with the remote\'s own cache rules and compression, and no CORS', async () => {
    const manifest = await fetch(`${served.base}/remotes/mfe-claims/mf-manifest.json`, { headers: { Origin: SHELL } });
    assert.equal(manifest.status, 200);
    assert.deepEqual(await manifest.json(), { name: 'mfe_claims' });
    assert.equal(manifest.headers.get('cache-control'), NO_CACHE);
    assert.equal(manifest.headers.get('access-control-allow-origin'), null);
    const chunk = await fetch(`${served.base}/remotes/mfe-claims/lifecycles.0e1ff143.js`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
    assert.equal(chunk.headers.get('content-encoding'), 'br');
    assert.equal(await chunk.text(), MAIN_JS);
    assert.equal(chunk.headers.get('content-security-policy'), null);
  });

  test('the page\'s policy allows scripts from its own origin only', async () => {
    const page = await fetch(`${served.base}/claims`);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self';/);
  });

  test('another remote\'s path, not forwarded, is a 404', async () => {
    assert.equal((await fetch(`${served.base}/remotes/mfe-auth/mf-manifest.json`)).status, 404);
  });
});
