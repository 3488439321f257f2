import type { BrowserContext, Page } from '@playwright/test';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { remoteServers } from '../support/services';
import { remoteFilesPath } from '../support/remote-paths';

/**
 * The services the browser calls are served under the shell's own origin (/api/member, /api/identity,
 * /api/content, /api/flags: the static server here, the CDN's path rules in production; decision 057).
 * A call carrying `Authorization` or `x-application-*` to another origin first waits for a CORS
 * preflight: a cold /home used to send 14–16 of them before a member saw a card.
 */
const SERVICE_PORTS = new Set([ports.memberApi, ports.identity, ports.content, ports.flags].map(String));

interface CallsSeen {
  /** `OPTIONS` requests, preflights included (Chromium reports them to DevTools, not to page events). */
  preflights: string[];
  /** fetch / XHR calls to a service's own origin. */
  crossOrigin: string[];
  /** fetch / XHR calls to the shell's /api/… paths. */
  sameOrigin: string[];
}

/** Watches every call `page` makes; URLs without their query (it can carry ids). */
async function watchCalls(context: BrowserContext, page: Page): Promise<CallsSeen> {
  const seen: CallsSeen = { preflights: [], crossOrigin: [], sameOrigin: [] };
  const withoutQuery = (url: string) => url.split('?')[0] ?? url;
  const devtools = await context.newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Preflight' || request.method === 'OPTIONS') seen.preflights.push(`${request.method} ${withoutQuery(request.url)}`);
  });
  await devtools.send('Network.enable');
  page.on('request', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const url = new URL(request.url());
    if (SERVICE_PORTS.has(url.port)) seen.crossOrigin.push(`${request.method()} ${withoutQuery(request.url())}`);
    else if (url.port === String(ports.shell) && url.pathname.startsWith('/api/')) seen.sameOrigin.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('services on the shell’s origin', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a signed-in member’s cold /home sends no CORS preflight and calls no other origin before the greeting and the cards show', async ({ browser, page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    const storageState = await page.context().storageState();

    // A fresh context: the stored session only, nothing in memory, no preflight cached.
    const cold = await browser.newContext({ storageState });
    try {
      const coldPage = await cold.newPage();
      const seen = await watchCalls(cold, coldPage);
      await coldPage.goto('/home');
      await expect(coldPage.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible({ timeout: 60_000 });
      await expect(card(coldPage, 'Your benefit').getByRole('progressbar', { name: 'Benefit used' })).toBeVisible();
      await expect(card(coldPage, 'Your next step').getByRole('link', { name: 'Read your messages' })).toBeVisible();
      // Her seven entries, the ID card first (home.spec.ts).
      await expect(card(coldPage, 'What you can do').getByRole('link')).toHaveCount(7);
      await expect(card(coldPage, 'For you').getByRole('heading', { name: 'Keep your doctors close' })).toBeVisible();
      const shown = { preflights: [...seen.preflights], crossOrigin: [...seen.crossOrigin], sameOrigin: [...seen.sameOrigin] };
      const report = [
        `preflights before the greeting and the cards: ${shown.preflights.length}`,
        ...shown.preflights,
        `calls to a service's own origin: ${shown.crossOrigin.length}`,
        ...shown.crossOrigin,
        `calls on the shell's origin: ${shown.sameOrigin.length}`,
        ...shown.sameOrigin,
      ].join('\n');
      await test.info().attach('calls.txt', { body: report, contentType: 'text/plain' });
      console.log(report);

      expect(shown.preflights).toEqual([]);
      expect(shown.crossOrigin).toEqual([]);
      // The page did call its services: the member API, content and flags, all on the shell's origin.
      for (const prefix of ['/api/member/', '/api/content/', '/api/flags/']) {
        expect(shown.sameOrigin.some((call) => call.includes(` ${prefix}`)), prefix).toBe(true);
      }
    } finally {
      await cold.close();
    }
  });

  test('when the services are down, the shell’s origin answers 502 for them and /home shows its error page with Refresh', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await remoteServers.stop('sandbox');
    try {
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/member/'));
      await page.reload();
      const answer = await refused;
      expect(answer.status()).toBe(502);
      // The page moves on to its error state at once, and the browser drops that answer's body with the
      // navigation: the same address asked again outside the page shows what the origin says.
      const again = await page.request.get(answer.url());
      expect(again.status()).toBe(502);
      expect(await again.json()).toEqual({ message: 'The service is unavailable.' });
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    } finally {
      // A restarted sandbox has new signing keys: the session above is over, later journeys sign in afresh.
      await remoteServers.start('sandbox');
    }
  });
});

/**
 * The remotes' files are served under the shell's origin too (`/remotes/<remote>/…`: the static server
 * here, the CDN's path rule in production; decision 072): a remote on an origin of its own cost a page
 * a second connection (DNS, TCP, TLS on a phone) before that remote's first screen.
 */
test.describe('remotes on the shell’s origin', () => {
  test.describe.configure({ timeout: 180_000 });

  /** Scripts, stylesheets and calls `page` sends to an origin other than the shell's (images aside: content images have their own host). */
  function otherOrigins(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (!['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType())) return;
      const url = new URL(request.url());
      if (url.port !== String(ports.shell)) seen.push(`${request.resourceType()} ${url.origin}${url.pathname}`);
    });
    return seen;
  }

  test('the sign-in screen loads mfe-auth from /remotes/mfe-auth/ and nothing from another origin', async ({ page, signInPage }) => {
    const elsewhere = otherOrigins(page);
    const authEntry = page.waitForResponse((response) => new URL(response.url()).pathname === `${remoteFilesPath('mfe_auth')}remoteEntry.js`);
    await signInPage.open();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    expect((await authEntry).status()).toBe(200);
    expect(elsewhere).toEqual([]);
  });

  test('a cold /home, then /claims, load their remotes from the shell’s origin only', async ({ browser, page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    const cold = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const coldPage = await cold.newPage();
      const elsewhere = otherOrigins(coldPage);
      const entriesLoaded = new Set<string>();
      coldPage.on('response', (response) => response.ok() && entriesLoaded.add(new URL(response.url()).pathname));
      await coldPage.goto('/home');
      await expect(coldPage.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible({ timeout: 60_000 });
      await coldPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
      await expect(coldPage.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
      for (const remote of ['mfe_home_onboarding', 'mfe_claims']) expect(entriesLoaded.has(`${remoteFilesPath(remote)}remoteEntry.js`), remote).toBe(true);
      expect(elsewhere).toEqual([]);
    } finally {
      await cold.close();
    }
  });
});
