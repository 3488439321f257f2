#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile, simulated throttling, performance only) against the
 * assembled app, median of 3 runs per page. A benchmark, not a test: it is not part of `npm test` and
 * fails only when a page cannot be measured. Run it where the app's fixed ports are free (on a shared
 * machine, inside your network namespace: `ip netns exec <ns> npm run bench:lighthouse`).
 *
 *   sign-in      /?state=sign-in, a fresh browser profile
 *   first-visit  /, a fresh browser profile (the welcome carousel)
 *   home         /home of a signed-in member (hra.primary@example.com): signed in through Playwright on
 *                the same Chrome, then the HTTP cache is cleared and Lighthouse runs with
 *                `disableStorageReset` (the stored session stays, nothing else is warm: the service
 *                worker and its caches are removed too)
 *
 * Options: --runs <n> (default 3), --page <name> (repeatable), --json <file> (every run's figures),
 * --reports <dir> (each run's whole Lighthouse report, `<page>-<run>.json`, for the LCP breakdown and the
 * critical chain behind a figure), --busy-core (one core kept busy by another process throughout, the
 * "under load" figures).
 * Beside each run: the one-minute load average and the share of the CPU that was busy during it
 * (`/proc/stat`); Lighthouse's simulation scales the main-thread time it observes, so a busy machine
 * inflates TBT and LCP. After the table, each page's long tasks with the script they are attributed to and
 * its scripts by main-thread time (from the run with the median TBT).
 * Chrome: $CHROMIUM_PATH or Debian's /usr/bin/chromium, `--headless=new --no-sandbox --disable-gpu`.
 * The app: reused when something listens on the shell's port, else started with scripts/start.mjs as the
 * end-to-end tests do (and stopped afterwards). Lighthouse declares Node ≥ 22.19; it runs on Node 20 here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { shell } from './lib/apps.mjs';
import { ensureAppRunning } from './lib/app-process.mjs';
import { describeCpuLoad, occupyOneCore, startCpuSampling } from './lib/cpu-load.mjs';
import { formatMainThread, longTaskTotals, mainThreadOf } from './lib/lighthouse-main-thread.mjs';
import { figuresOf, formatTable, medianRun } from './lib/lighthouse-summary.mjs';

const BASE = `http://localhost:${shell.port}`;
const MEMBER = { email: 'hra.primary@example.com', password: 'Member-Sandbox-2026!' };

/** @type {Record<string, { path: string, signedIn: boolean }>} */
const PAGES = {
  'sign-in': { path: '/?state=sign-in', signedIn: false },
  'first-visit': { path: '/', signedIn: false },
  home: { path: '/home', signedIn: true },
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    reports: { type: 'string' },
    'busy-core': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pages = values.page?.length ? values.page : Object.keys(PAGES);
for (const page of pages) if (!PAGES[page]) throw new Error(`unknown page ${page}; one of ${Object.keys(PAGES).join(', ')}`);

/**
 * Signs the member in on the running Chrome (its default profile, which Lighthouse then uses), lands on
 * /home, and empties the HTTP cache, so the measured load is cold but signed in.
 * @param {number} port Chrome's debugging port
 */
async function signInOnChrome(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    const page = await context.newPage();
    await page.goto(`${BASE}/?state=sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/home$/, { timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The shell's service worker (registered once the signed-in page is idle) would serve /home's files from
    // its precache: a returning member's warm load, not the cold one measured here.
    await page.goto('about:blank');
    await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    // Disconnects; the Chrome (launched below) keeps running with the stored session.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a Chrome of its own.
 * @param {string} name
 * @param {number} run
 */
async function measure(name, run) {
  const { path, signedIn } = /** @type {{ path: string, signedIn: boolean }} */ (PAGES[name]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (signedIn) await signInOnChrome(chrome.port);
    const cpuSince = startCpuSampling();
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(signedIn ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
    const finalUrl = result.lhr.finalDisplayedUrl;
    if (!finalUrl.startsWith(`${BASE}${path.split('?')[0]}`)) throw new Error(`${name}: measured ${finalUrl}, not ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${name}: ${result.lhr.runtimeError.message}`);
    if (values.reports) writeFileSync(join(values.reports, `${name}-${run}.json`), /** @type {string} */ (result.report));
    return { ...figuresOf(result.lhr), mainThread: mainThreadOf(result.lhr), cpu: cpuSince() };
  } finally {
    await chrome.kill();
  }
}

if (values.reports) mkdirSync(values.reports, { recursive: true });
const app = await ensureAppRunning();
// Started after the app is up, so the extra load covers the measurements only.
const busyCore = values['busy-core'] ? occupyOneCore() : undefined;
try {
  /** @type {Array<{ page: string, runs: Awaited<ReturnType<typeof measure>>[] }>} */
  const results = [];
  for (const page of pages) {
    /** @type {Awaited<ReturnType<typeof measure>>[]} */
    const figures = [];
    for (let run = 1; run <= runs; run += 1) {
      const measured = await measure(page, run);
      const longTasks = longTaskTotals(measured.mainThread);
      console.log(`${page} run ${run}/${runs}: score ${measured.score}, LCP ${(measured.lcpMs / 1000).toFixed(2)} s, FCP ${(measured.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(measured.tbtMs)} ms, CLS ${measured.cls.toFixed(3)}, ${longTasks.count} long tasks ${Math.round(longTasks.durationMs)} ms, ${((measured.transfer.total ?? 0) / 1024).toFixed(1)} KiB; ${describeCpuLoad(measured.cpu)}`);
      figures.push(measured);
    }
    results.push({ page, runs: figures });
  }
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} (mobile, simulated throttling${busyCore ? ', one core kept busy' : ''}):\n${formatTable(results)}`);
  for (const { page, runs: measured } of results) {
    const { run, index } = medianRun(measured);
    console.log(`\n${formatMainThread(`${page} (run ${index + 1} of ${measured.length}, TBT ${Math.round(run.tbtMs)} ms)`, run.mainThread)}`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  busyCore?.stop();
  await app.stop();
}
