/**
 * Production builds, one app at a time (two cores: parallel webpack runs only fight each other).
 * Runs the root webpack CLI in the app's folder — the same as `npm run build -w <app>` without npm's
 * start-up cost — and reports each build's duration.
 */
import { spawn } from 'node:child_process';
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
export function buildApp(app, { mode = 'production' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', mode], {
      cwd: app.dir,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(child.stdout, `build ${app.folder}`, process.stdout);
    prefixLines(child.stderr, `build ${app.folder}`, process.stderr);
    child.on('error', (error) => {
      console.error(`[build ${app.folder}] ${error.message}`);
    });
    child.on('close', (code) => resolve({ app, ok: code === 0, ms: Date.now() - started }));
  });
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
