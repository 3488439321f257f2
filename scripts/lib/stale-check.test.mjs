import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { staleReason } from './stale-check.mjs';

/** @type {string} */
let root;
/** @type {import('./apps.mjs').App} */
let app;

const write = (/** @type {string} */ file, /** @type {number} */ secondsAgo) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'stale-'));
  app = { name: 'mfe_demo', folder: 'mfe-demo', dir: path.join(root, 'mfe-demo'), port: 1, host: false };
  write(path.join(app.dir, 'src', 'index.ts'), 100);
  write(path.join(app.dir, 'webpack.config.cjs'), 100);
  write(path.join(root, 'shared', 'src', 'a.ts'), 100);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const reason = () => staleReason(app, { root, sharedInputs: ['shared/src'] });

test('an app never built is stale', () => {
  assert.equal(reason(), 'not built yet');
});

test('a dist newer than every input is fresh', () => {
  write(path.join(app.dir, 'dist', 'mf-manifest.json'), 10);
  assert.equal(reason(), undefined);
});

test('a changed source, config or shared file makes it stale', () => {
  write(path.join(app.dir, 'dist', 'mf-manifest.json'), 10);
  write(path.join(root, 'shared', 'src', 'deep', 'b.ts'), 1);
  assert.equal(reason(), `shared/src/deep/b.ts changed`);
  write(path.join(app.dir, 'dist', 'mf-manifest.json'), 0);
  write(path.join(app.dir, 'webpack.config.cjs'), -5);
  assert.equal(reason(), 'mfe-demo/webpack.config.cjs changed');
});

test('a changed test file does not', () => {
  write(path.join(app.dir, 'dist', 'mf-manifest.json'), 10);
  write(path.join(app.dir, 'src', 'index.test.tsx'), 1);
  assert.equal(reason(), undefined);
});
