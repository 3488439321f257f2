import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { formatWaves, measureRequestWaves } from '../support/request-waves';

/**
 * A signed-in member's cold load of /home waits for at most 4 round trips in a row before the
 * page shows their greeting (html → main and config → account, flags and the home manifest → the home
 * remote's entry beside client and network). Measured by releasing the network in waves (support/request-waves.ts): the
 * count does not depend on how fast this machine or its network is, and it grows when a request starts
 * only after another one answered.
 */
const HOME_CHAIN_LIMIT = 4;
/**
 * The sign-in screen: index.html (1) fetches main.js, the config and the shell's start-up chunks (2);
 * main.js asks for the route's remote manifest and the visitor's flags (3), then its entry and chunks (4).
 * It stays this shallow because the entry starts the config and index.html preloads the shell's chunks.
 */
const SIGN_IN_CHAIN_LIMIT = 4;

test.describe('critical request chain', () => {
  test.describe.configure({ timeout: 180_000 });

  test(`a signed-in member's cold /home is at most ${HOME_CHAIN_LIMIT} round trips deep`, async ({ browser, page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    // Generous: this machine's CPU is shared; the measure below does not depend on time.
    await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
    const storageState = await page.context().storageState();

    // A fresh context: the stored session only, nothing in memory or the HTTP cache.
    const cold = await browser.newContext({ storageState });
    try {
      const coldPage = await cold.newPage();
      const greeting = coldPage.getByRole('heading', { level: 1, name: new RegExp(members.hraPrimary.firstName) });
      const measured = await measureRequestWaves(cold, coldPage, {
        start: () => coldPage.goto('/home', { timeout: 170_000 }),
        isDone: () => greeting.isVisible(),
      });
      const report = `/home critical request chain: ${measured.depth} waves\n${formatWaves(measured)}`;
      await test.info().attach('request-waves.txt', { body: report, contentType: 'text/plain' });
      console.log(report);

      expect(coldPage.url()).toMatch(/\/home$/);
      expect(measured.depth).toBeLessThanOrEqual(HOME_CHAIN_LIMIT);
    } finally {
      await cold.close();
    }
  });

  test(`the sign-in screen is at most ${SIGN_IN_CHAIN_LIMIT} round trips deep, and index.html preloads exactly the start-up chunks it uses`, async ({ page, context }) => {
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    const measured = await measureRequestWaves(context, page, {
      start: () => page.goto('/?state=sign-in', { timeout: 170_000 }),
      isDone: () => signIn.isVisible(),
    });
    const report = `sign-in critical request chain: ${measured.depth} waves\n${formatWaves(measured)}`;
    await test.info().attach('request-waves.txt', { body: report, contentType: 'text/plain' });
    console.log(report);
    expect(measured.depth).toBeLessThanOrEqual(SIGN_IN_CHAIN_LIMIT);

    // Every shell script and stylesheet fetched in the second wave was named by index.html, and every file
    // index.html preloads was used by the page (a stale list would cost the member bytes for nothing).
    const origin = new URL(page.url()).origin;
    const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const startupFiles = measured.requests
      .filter((request) => request.wave === 2 && request.url.startsWith(origin) && /\.(?:js|css)$/.test(request.url) && !/\/main\.[0-9a-f]+\.js$/.test(request.url))
      .map((request) => request.url);
    const used = new Set(measured.requests.map((request) => request.url));
    expect(startupFiles.length).toBeGreaterThan(5);
    expect(preloaded.filter((href) => /\.(?:js|css)$/.test(href)).sort()).toEqual([...new Set(startupFiles)].sort());
    for (const href of preloaded) expect(used, `${href} is preloaded but never fetched`).toContain(href);
  });

  test('the start-up scripts index.html names are marked for eager compilation, in their first line', async ({ request }) => {
    const html = await (await request.get('/?state=sign-in')).text();
    // As served, before the page adds the scripts it loads later (those are not marked).
    const scripts = [...html.matchAll(/<script [^>]*src="([^"]+\.js)"|<link rel="preload" href="([^"]+\.js)" as="script"/g)].map((match) => match[1] ?? match[2] ?? '');
    expect(scripts.length).toBeGreaterThan(5);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      // V8's explicit compile hint (tooling/build-config/startup-compile-hints-plugin.cjs).
      expect(body.split('\n', 1)[0], src).toBe('//# allFunctionsCalledOnLoad');
    }
  });
});
