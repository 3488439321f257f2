import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { controlHandler } from './control-server.mjs';
import { Supervisor } from './supervisor.mjs';
import { TestConfig, releasesDirOf } from './test-deployments.mjs';

const COMMITTED = {
  mfe_claims: '/remotes/mfe-claims/mf-manifest.json',
  mfe_reimbursements: '/remotes/mfe-reimbursements/mf-manifest.json',
};
const RELEASE = 'http://localhost:3005/releases/r2/mf-manifest.json';

/** @type {string} */
let root;
/** @type {string} */
let committedFile;
/** @type {TestConfig} */
let config;

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'test-deployments-'));
  mkdirSync(path.join(root, 'shell-config'));
  committedFile = path.join(root, 'shell-config', 'remotes.json');
  writeFileSync(committedFile, JSON.stringify(COMMITTED));
  writeFileSync(path.join(root, 'shell-config', 'services.json'), '{"memberApiUrl":"http://localhost:4000"}');
  config = new TestConfig(path.join(root, 'shell-config'), path.join(root, 'run', 'test-control', 'config', 'local'));
});
beforeEach(() => config.reset());
after(() => rmSync(root, { recursive: true, force: true }));

describe('TestConfig', () => {
  test('serves a copy of the committed folder', () => {
    assert.deepEqual(config.remotes(), COMMITTED);
    assert.equal(readFileSync(path.join(config.dir, 'services.json'), 'utf8'), '{"memberApiUrl":"http://localhost:4000"}');
  });

  test('repoints one remote in the copy and leaves the committed file and the other remotes alone', () => {
    assert.deepEqual(config.repoint('mfe_reimbursements', RELEASE), { name: 'mfe_reimbursements', url: RELEASE, previous: COMMITTED.mfe_reimbursements });
    assert.deepEqual(config.remotes(), { ...COMMITTED, mfe_reimbursements: RELEASE });
    assert.deepEqual(JSON.parse(readFileSync(committedFile, 'utf8')), COMMITTED);
  });

  test('repoints a remote back to a path on the shell\'s origin', () => {
    config.repoint('mfe_claims', 'http://localhost:3004/mf-manifest.json');
    config.repoint('mfe_claims', COMMITTED.mfe_claims);
    assert.deepEqual(config.remotes(), COMMITTED);
  });

  test('reset brings the committed manifest back (a roll-back of everything)', () => {
    config.repoint('mfe_reimbursements', RELEASE);
    config.reset();
    assert.deepEqual(config.remotes(), COMMITTED);
  });

  test('refuses a remote the manifest does not name, and a URL that is not a manifest', () => {
    assert.throws(() => config.repoint('mfe_unknown', RELEASE), (error) => /** @type {any} */ (error).status === 404);
    for (const url of ['javascript:alert(1)', 'http://localhost:3005/remoteEntry.js', 'file:///etc/mf-manifest.json', 'remotes/mfe-claims/mf-manifest.json', '//evil.example/mf-manifest.json', '/\\evil.example/mf-manifest.json', 42, undefined]) {
      assert.throws(() => config.repoint('mfe_claims', url), (error) => /** @type {any} */ (error).status === 422, String(url));
    }
    assert.deepEqual(config.remotes(), COMMITTED);
  });

  test('releasesDirOf creates the folder a remote serves at /releases/', () => {
    const dir = releasesDirOf(path.join(root, 'run'), 'mfe-reimbursements');
    assert.equal(dir, path.join(root, 'run', 'releases', 'mfe-reimbursements'));
    writeFileSync(path.join(dir, 'probe'), '1');
  });
});

describe('control server /config routes', () => {
  /** @type {http.Server} */
  let server;
  let base = '';
  before(async () => {
    server = http.createServer(controlHandler(new Supervisor({ log: () => {} }), { config }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  after(() => server.close());

  const put = (/** @type {string} */ name, /** @type {string} */ body) =>
    fetch(`${base}/config/remotes/${name}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });

  test('GET, PUT and reset', async () => {
    assert.deepEqual(await (await fetch(`${base}/config/remotes`)).json(), COMMITTED);
    const repointed = await put('mfe_reimbursements', JSON.stringify({ url: RELEASE }));
    assert.equal(repointed.status, 200);
    assert.deepEqual(await repointed.json(), { name: 'mfe_reimbursements', url: RELEASE, previous: COMMITTED.mfe_reimbursements });
    assert.equal(config.remotes().mfe_reimbursements, RELEASE);
    const reset = await fetch(`${base}/config/reset`, { method: 'POST' });
    assert.deepEqual(await reset.json(), COMMITTED);
    assert.deepEqual(config.remotes(), COMMITTED);
  });

  test('answers refusals with 4xx and a message', async () => {
    assert.equal((await put('mfe_unknown', JSON.stringify({ url: RELEASE }))).status, 404);
    const bad = await put('mfe_claims', JSON.stringify({ url: 'https://evil.example/x.js' }));
    assert.equal(bad.status, 422);
    assert.match((await bad.json()).error, /mf-manifest\.json/);
    assert.equal((await put('mfe_claims', '{not json')).status, 400);
    assert.equal((await put('mfe_claims', JSON.stringify({ url: 'x'.repeat(20_000) }))).status, 413);
    assert.equal((await fetch(`${base}/config/remotes`, { method: 'DELETE' })).status, 404);
    assert.deepEqual(config.remotes(), COMMITTED);
  });

  test('without a test config the routes say so and change nothing', async () => {
    const plain = http.createServer(controlHandler(new Supervisor({ log: () => {} })));
    await new Promise((resolve) => plain.listen(0, '127.0.0.1', () => resolve(undefined)));
    try {
      const { port } = /** @type {import('node:net').AddressInfo} */ (plain.address());
      const response = await fetch(`http://127.0.0.1:${port}/config/remotes/mfe_claims`, { method: 'PUT', body: JSON.stringify({ url: RELEASE }) });
      assert.equal(response.status, 404);
    } finally {
      plain.close();
    }
  });
});
