/**
 * Decides which apps need a production build: an app is stale when its `dist/mf-manifest.json` is
 * missing or older than any input of its bundle — its own sources, its webpack config, or a shared
 * package it bundles. Test files are not inputs (they never reach a bundle).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/** Shared inputs every app bundles (relative to the repository root). */
const SHARED_INPUTS = [
  'shared-contracts/src',
  'shared-ui/src',
  'shared-router/src',
  'shared-i18n/src',
  'remote-runtime/src',
  'tooling/build-config',
  'package-lock.json',
];

/** An app's own inputs (relative to its folder); missing ones are skipped. */
const APP_INPUTS = ['src', 'public', 'webpack.config.cjs', 'package.json'];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|(^|[/\\])__tests__[/\\]/;

/**
 * The newest file under `target` (a file or a folder).
 * @param {string} target absolute path
 * @returns {{ file: string, mtimeMs: number } | undefined}
 */
function newestFile(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return undefined;
  }
  if (!stats.isDirectory()) return TEST_FILE.test(target) ? undefined : { file: target, mtimeMs: stats.mtimeMs };
  /** @type {{ file: string, mtimeMs: number } | undefined} */
  let newest;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    const found = newestFile(path.join(target, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why `app` must be rebuilt, or `undefined` when its dist is up to date.
 * @param {import('./apps.mjs').App} app
 * @param {{ root?: string, sharedInputs?: string[] }} [options]
 * @returns {string | undefined}
 */
export function staleReason(app, { root = repoRoot, sharedInputs = SHARED_INPUTS } = {}) {
  let built;
  try {
    built = statSync(path.join(app.dir, 'dist', 'mf-manifest.json')).mtimeMs;
  } catch {
    return 'not built yet';
  }
  const inputs = [
    ...APP_INPUTS.map((input) => path.join(app.dir, input)),
    ...sharedInputs.map((input) => path.join(root, input)),
  ];
  for (const input of inputs) {
    const newest = newestFile(input);
    if (newest && newest.mtimeMs > built) return `${path.relative(root, newest.file)} changed`;
  }
  return undefined;
}
