import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseCli } from './serve.mjs';
import { IMMUTABLE, NO_CACHE, startServer } from './server.mjs';

describe('--releases-dir: other builds of the app at /releases/<version>/ on the same origin', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let root = '';

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'member-static-releases-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'releases', 'r2'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'mf-manifest.json'), '{"release":"current"}');
    writeFileSync(path.join(root, 'releases', 'r2', 'mf-manifest.json'), '{"release":"r2"}');
    writeFileSync(path.join(root, 'releases', 'r2', '__federation_expose_lifecycles.0e1ff143.js'), 'console.log(2)');
    server = await startServer({ dir: path.join(root, 'dist'), releasesDir: path.join(root, 'releases'), port: 0 });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    base = `http://127.0.0.1:${address.port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('serves a release beside the current build, with the same cache rules', async () => {
    const current = await fetch(`${base}/mf-manifest.json`);
    assert.deepEqual(await current.json(), { release: 'current' });
    const release = await fetch(`${base}/releases/r2/mf-manifest.json`);
    assert.equal(release.status, 200);
    assert.deepEqual(await release.json(), { release: 'r2' });
    assert.equal(release.headers.get('cache-control'), NO_CACHE);
    const chunk = await fetch(`${base}/releases/r2/__federation_expose_lifecycles.0e1ff143.js`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
  });

  test('a release that does not exist is a 404, and nothing outside the releases folder is reachable', async () => {
    assert.equal((await fetch(`${base}/releases/r3/mf-manifest.json`)).status, 404);
    assert.equal((await fetch(`${base}/releases/%2e%2e/dist/mf-manifest.json`)).status, 404);
  });

  test('without --releases-dir, /releases/ is the app’s own folder as before', async () => {
    const plain = await startServer({ dir: path.join(root, 'dist'), port: 0 });
    try {
      const { port } = /** @type {import('node:net').AddressInfo} */ (plain.address());
      assert.equal((await fetch(`http://127.0.0.1:${port}/releases/r2/mf-manifest.json`)).status, 404);
    } finally {
      plain.closeAllConnections();
      plain.close();
    }
  });

  test('parseCli reads --releases-dir', () => {
    assert.equal(parseCli(['--dir', 'dist', '--port', '3005', '--releases-dir', 'r']).releasesDir, 'r');
    assert.equal('releasesDir' in parseCli(['--dir', 'dist', '--port', '3005']), false);
  });
});
