#!/usr/bin/env node
/**
 * First-load JavaScript budgets, measured in Chromium against the assembled app.
 *
 *   sign-in   a fresh browser context (empty cache) loads `/?state=sign-in` — the sign-in screen every
 *             returning visitor gets — until the network is idle.
 *   welcome   a fresh context loads `/`: a first-time web visitor's welcome carousel, whose slides are
 *             content-managed and so bring the contentful SDK (access §2.5, member-features §4).
 *   /home     signs in as the demo member, keeps the stored session, then a NEW context (empty HTTP
 *             cache, same storage) loads `/home` until the network is idle: the honest first load of
 *             /home for a member who is already signed in. JavaScript fetched while signing in does not count.
 *   /home (expired token)   /home again, as above, with the browser clock two hours on before the page
 *             loads: the stored access token has expired to the app, which refreshes it first. Same budget.
 *   /home → /messages, /claims, ...   each feature route: a new context loads /home as above, then the
 *             member goes to the route in the app (one history entry, as an in-app link does) and what
 *             that navigation adds counts (the route's remote: manifest entry, chunks, shared modules not
 *             yet loaded). `/claims/new` is measured from `/claims` ("under 90 KiB more"). The member
 *             goes once the shell's idle guard has loaded on /home (it waits for the page to be idle 3 s),
 *             so no route's figure depends on how fast the machine is.
 *
 * Every JavaScript response counts at its gzip size (computed here, zlib level 9), except the idle guard
 * and what is requested after it: it loads once the page has been idle, so whether it falls inside a
 * first load's window depended on the machine's speed (`startsIdleWork` in lib/budgets.mjs); it is
 * printed apart. Prints the figures per origin (shell and each remote) and each remote's
 * remoteEntry.js, exits 1 over budget.
 *
 * Options: --base-url <url> (default http://localhost:<shell port>; without it the script starts
 * `scripts/start.mjs` when nothing listens there, and stops it after), --json <file> (results).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
/* global window, document, PopStateEvent -- page.evaluate callbacks run in the browser */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { apps, remotes, shell } from './lib/apps.mjs';
import { ensureAppRunning } from './lib/app-process.mjs';
import { BUDGETS_KIB, EXPIRED_TOKEN_BUDGETS, ROUTE_BUDGETS, startsIdleWork } from './lib/budgets.mjs';
import { byOrigin, kib, recordScripts, splitAtIdleWork } from './lib/js-weight.mjs';

const MEMBER = { email: 'hra.primary@example.com', password: 'Member-Sandbox-2026!' };
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const NAVIGATION_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} PageResult
 * @property {string} path
 * @property {number} budgetKiB
 * @property {number | null} gzipBytes   null when the page could not be measured
 * @property {boolean} ok
 * @property {string} [error]
 * @property {ReturnType<typeof byOrigin>} origins
 * @property {{ url: string, gzipBytes: number }[]} scripts  biggest first
 * @property {{ url: string, gzipBytes: number }[]} afterIdle  loaded once the page was idle, not counted
 */

/**
 * @param {string} origin
 * @returns {string} the app served there
 */
function appAt(origin) {
  const port = Number(new URL(origin).port);
  return apps.find((app) => app.port === port)?.name ?? origin;
}

/**
 * Waits until the page shows `ready`, then until the network has been idle twice, a second apart: on a
 * busy machine a page can go 500 ms without a request while it runs its scripts, which Playwright's
 * `networkidle` alone takes for the end of the load.
 * @param {import('playwright-core').Page} page
 * @param {(page: import('playwright-core').Page) => import('playwright-core').Locator} ready
 */
async function settle(page, ready) {
  await ready(page).first().waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

/** What each measured page shows once loaded. */
const READY = {
  'sign-in': (/** @type {import('playwright-core').Page} */ page) => page.getByRole('button', { name: 'Sign in' }),
  welcome: (/** @type {import('playwright-core').Page} */ page) => page.getByRole('region', { name: 'Welcome slides' }).getByRole('img'),
  '/home': (/** @type {import('playwright-core').Page} */ page) => page.getByRole('heading', { level: 1, name: /^Hi, / }),
};

/**
 * Loads `url` in a fresh context (optionally with stored session state) and weighs its JavaScript.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ ready: (page: import('playwright-core').Page) => import('playwright-core').Locator, storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>, expectPath?: string, clockAheadMs?: number }} options
 */
async function weighFirstLoad(browser, url, { ready, storageState, expectPath, clockAheadMs }) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    // The page's clock (Date, timers) starts this far ahead and runs on from there, installed before any script.
    if (clockAheadMs) await context.clock.install({ time: Date.now() + clockAheadMs });
    const page = await context.newPage();
    const recorder = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
    await settle(page, ready);
    if (expectPath && new URL(page.url()).pathname !== expectPath) {
      throw new Error(`expected to stay on ${expectPath}, landed on ${page.url()}`);
    }
    return await recorder.scripts();
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the shell's idle guard has loaded on `page` (call it before the page loads, so the
 * response is not missed); rejects with a message when it never does.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
function idleGuardLoaded(page) {
  const loaded = page.waitForResponse((response) => startsIdleWork(response.url()), { timeout: NAVIGATION_TIMEOUT_MS }).then(
    async (response) => {
      await response.finished();
    },
    () => {
      throw new Error(`the idle guard's chunk (idle-session) did not load within ${NAVIGATION_TIMEOUT_MS / 1000} s of /home`);
    },
  );
  loaded.catch(() => {}); // awaited below; a page that fails first must not leave it unhandled
  return loaded;
}

/**
 * Goes to `to` inside the app as an in-app link does (one history entry, a popstate the router follows).
 * @param {import('playwright-core').Page} page
 * @param {string} to
 */
async function followInAppLink(page, to) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.first().textContent();
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
  // The route has rendered when the page's one h1 names another page.
  await page.waitForFunction(
    (previous) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent !== previous && h1.getBoundingClientRect().height > 0),
    before,
    { timeout: NAVIGATION_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname !== to) throw new Error(`expected to stay on ${to}, landed on ${page.url()}`);
}

/**
 * Loads /home (signed in, empty HTTP cache), goes in the app to each of `via`, then weighs the
 * JavaScript that going on to `to` adds.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} storageState
 * @param {string[]} via
 * @param {string} to
 */
async function weighNavigation(browser, baseUrl, storageState, via, to) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
    const idleGuard = idleGuardLoaded(page);
    await page.goto(new URL('/home', baseUrl).href, { waitUntil: 'networkidle' });
    await settle(page, READY['/home']);
    if (new URL(page.url()).pathname !== '/home') throw new Error(`expected /home, landed on ${page.url()}`);
    for (const step of via) await followInAppLink(page, step);
    await idleGuard;
    await page.waitForLoadState('networkidle');
    const recorder = recordScripts(page);
    await followInAppLink(page, to);
    return await recorder.scripts();
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the real sign-in screen and returns the stored session.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 */
async function signIn(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
    await page.goto(new URL('/?state=sign-in', baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await settle(page, READY['/home']);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * @param {string} pagePath  a key of BUDGETS_KIB, or `from → to` for a navigation
 * @param {() => Promise<import('./lib/js-weight.mjs').Script[]>} measure
 * @param {number} [budget]  default: BUDGETS_KIB[pagePath]
 * @returns {Promise<PageResult>}
 */
async function check(pagePath, measure, budget) {
  const budgetKiB = budget ?? BUDGETS_KIB[/** @type {keyof typeof BUDGETS_KIB} */ (pagePath)];
  try {
    const { page: scripts, afterIdle } = splitAtIdleWork(await measure(), startsIdleWork);
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    return {
      path: pagePath,
      budgetKiB,
      gzipBytes,
      ok: gzipBytes <= budgetKiB * 1024,
      origins: byOrigin(scripts, appAt),
      scripts: scripts.map(({ url, gzipBytes: size }) => ({ url, gzipBytes: size })).sort((a, b) => b.gzipBytes - a.gzipBytes),
      afterIdle: afterIdle.map(({ url, gzipBytes: size }) => ({ url, gzipBytes: size })),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
    return { path: pagePath, budgetKiB, gzipBytes: null, ok: false, error: message, origins: [], scripts: [], afterIdle: [] };
  }
}

/**
 * @param {PageResult} result
 */
function printResult(result) {
  if (result.gzipBytes === null) {
    console.log(`${result.path.padEnd(26)} NOT MEASURED (budget ${result.budgetKiB} KiB): ${result.error}`);
    return;
  }
  const verdict = result.ok ? 'ok' : 'OVER BUDGET';
  console.log(`${result.path.padEnd(26)} ${kib(result.gzipBytes)} KiB gzip of JavaScript (budget ${result.budgetKiB} KiB) ${verdict}`);
  for (const origin of result.origins) {
    console.log(
      `         ${origin.name.padEnd(22)} ${String(origin.files).padStart(3)} files ${kib(origin.gzipBytes).padStart(7)} KiB gzip  (${kib(origin.bytes)} KiB raw)  ${origin.origin}`,
    );
  }
  if (result.afterIdle.length > 0) {
    const gzipBytes = result.afterIdle.reduce((sum, script) => sum + script.gzipBytes, 0);
    const files = result.afterIdle.map((script) => new URL(script.url).pathname.split('/').pop()).join(', ');
    console.log(`         ${'after idle, not counted'.padEnd(22)} ${String(result.afterIdle.length).padStart(3)} files ${kib(gzipBytes).padStart(7)} KiB gzip  (${files})`);
  }
}

/** Each remote's remoteEntry.js as built (gzip), for the record. */
function printRemoteEntries() {
  const sizes = remotes
    .map((remote) => path.join(remote.dir, 'dist', 'remoteEntry.js'))
    .filter((file) => existsSync(file))
    .map((file) => `${path.basename(path.dirname(path.dirname(file)))} ${kib(gzipSync(readFileSync(file), { level: 9 }).length)} KiB`);
  if (sizes.length > 0) console.log(`remoteEntry.js (gzip): ${sizes.join(', ')}`);
}

async function main() {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, json: { type: 'string' } },
  });
  const app = values['base-url'] ? { started: false, stop: async () => {} } : await ensureAppRunning();
  const baseUrl = values['base-url'] ?? `http://localhost:${shell.port}`;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  /** @type {PageResult[]} */
  let results = [];
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: LAUNCH_ARGS });
    const b = browser;
    const signInScreen = await check('sign-in', () => weighFirstLoad(b, new URL('/?state=sign-in', baseUrl).href, { ready: READY['sign-in'] }));
    const welcome = await check('welcome', () => weighFirstLoad(b, new URL('/', baseUrl).href, { ready: READY.welcome }));
    const session = await signIn(b, baseUrl);
    const home = await check('/home', async () => weighFirstLoad(b, new URL('/home', baseUrl).href, { ready: READY['/home'], storageState: session, expectPath: '/home' }));
    results = [signInScreen, welcome, home];
    for (const expired of EXPIRED_TOKEN_BUDGETS) {
      results.push(
        await check(
          expired.path,
          () => weighFirstLoad(b, new URL(expired.page, baseUrl).href, { ready: READY[expired.page], storageState: session, expectPath: expired.page, clockAheadMs: expired.clockAheadMs }),
          BUDGETS_KIB[expired.page],
        ),
      );
    }
    for (const route of ROUTE_BUDGETS) {
      const via = route.from === '/home' ? [] : [route.from];
      results.push(await check(`${route.from} → ${route.path}`, () => weighNavigation(b, baseUrl, session, via, route.path), route.budgetKiB));
    }
  } finally {
    await browser?.close();
    await app.stop();
  }
  console.log('First-load JavaScript, then what each feature route adds:');
  results.forEach(printResult);
  printRemoteEntries();
  if (values.json) {
    mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify({ results }, null, 2)}\n`);
  }
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
