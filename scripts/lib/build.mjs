/**
 * Production builds, one app at a time (two cores: parallel webpack runs only fight each other).
 * Runs the root webpack CLI in the app's folder — the same as `npm run build -w <app>` without npm's
 * start-up cost — and reports each build's duration.
 */
import { spawn } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { formatDuration, prefixLines } from './output.mjs';

const webpackCli = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');

/**
 * @typedef {object} BuildResult
 * @property {import('./apps.mjs').App} app
 * @property {boolean} ok
 * @property {number} ms
 */

/**
 * Builds one app; its output is prefixed with `build <folder>`.
 * @param {import('./apps.mjs').App} app
 * @param {{ mode?: 'production' | 'development' }} [options]
 * @returns {Promise<BuildResult>}
 */
function buildApp(app, { mode = 'production' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', mode], {
      cwd: app.dir,
      // Colours only on a terminal (webpack-cli colours whenever FORCE_COLOR is set, whatever its value).
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { FORCE_COLOR: undefined, NO_COLOR: '1' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(child.stdout, `build ${app.folder}`, process.stdout);
    prefixLines(child.stderr, `build ${app.folder}`, process.stderr);
    child.on('error', (error) => {
      console.error(`[build ${app.folder}] ${error.message}`);
    });
    child.on('close', (code) => {
      if (code === 0) markBuilt(app, started);
      resolve({ app, ok: code === 0, ms: Date.now() - started });
    });
  });
}

/**
 * Dates the app's `dist/mf-manifest.json` (what the stale check compares with) to the start of the build
 * that succeeded: webpack does not rewrite an output file whose content did not change, so without this
 * an app whose manifest came out identical would look stale forever. A source saved during the build
 * stays newer than the mark.
 * @param {import('./apps.mjs').App} app
 * @param {number} startedMs
 */
function markBuilt(app, startedMs) {
  const manifest = path.join(app.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return;
  const time = new Date(startedMs);
  utimesSync(manifest, time, time);
}

/**
 * Builds the apps in order, printing one line per app and a total. Stops at the first failure unless
 * `keepGoing`.
 * @param {import('./apps.mjs').App[]} list
 * @param {{ keepGoing?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<BuildResult[]>}
 */
export async function buildApps(list, { keepGoing = false, log = console.log } = {}) {
  /** @type {BuildResult[]} */
  const results = [];
  const started = Date.now();
  for (const app of list) {
    log(`building ${app.folder} ...`);
    const result = await buildApp(app);
    results.push(result);
    log(`${result.ok ? 'built' : 'FAILED to build'} ${app.folder} in ${formatDuration(result.ms)}`);
    if (!result.ok && !keepGoing) break;
  }
  if (list.length > 1) log(`build total ${formatDuration(Date.now() - started)}`);
  return results;
}
