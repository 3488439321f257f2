import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cacheControlFor, IMMUTABLE, NO_CACHE, startServer } from './server.mjs';
import { parseCli } from './serve.mjs';

describe('cacheControlFor', () => {
  test('entry points and /config are never cached', () => {
    for (const p of ['/', '/index.html', '/mf-manifest.json', '/remoteEntry.js', '/config/remotes.json']) {
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
      dir: 'dist', port: 3000, spa: true, configDir: 'c',
    });
  });
  test('refuses a missing port', () => {
    assert.throws(() => parseCli(['--dir', 'dist']), /usage/);
  });
});

describe('server', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let root = '';

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'member-static-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'config'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'dist', 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'config', 'remotes.json'), '{"mfe_auth":"x"}');
    server = await startServer({ dir: path.join(root, 'dist'), configDir: path.join(root, 'config'), spa: true, port: 0 });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    base = `http://127.0.0.1:${address.port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('sends CORS and no-cache on the manifest', async () => {
    const res = await fetch(`${base}/mf-manifest.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.match(res.headers.get('content-type') ?? '', /json/);
  });

  test('hashed files are immutable', async () => {
    const res = await fetch(`${base}/main.1a2b3c4d.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), IMMUTABLE);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
  });

  test('serves the config folder at /config without caching', async () => {
    const res = await fetch(`${base}/config/remotes.json?t=1`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { mfe_auth: 'x' });
    assert.equal(res.headers.get('cache-control'), NO_CACHE);
    assert.equal((await fetch(`${base}/config/missing.json`)).status, 404);
  });

  test('falls back to index.html for an app route, not for a missing chunk', async () => {
    const route = await fetch(`${base}/claims/123`);
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<title>shell/);
    assert.equal(route.headers.get('cache-control'), NO_CACHE);
    const chunk = await fetch(`${base}/missing.0badc0de.js`);
    assert.equal(chunk.status, 404);
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
  });

  test('serves files added after start (a rebuilt dist)', async () => {
    writeFileSync(path.join(root, 'dist', 'late.deadbeef.js'), '1');
    assert.equal((await fetch(`${base}/late.deadbeef.js`)).status, 200);
  });

  test('answers a preflight', async () => {
    const res = await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS' });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });
});
