import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { members } from '../support/members';
import { remoteServers, sandbox } from '../support/services';
import { SignInPage } from '../support/sign-in-page';
import { expectNoAxeViolations } from '../support/accessibility';
import { launchProfile, memberCardCaches, openOffline, waitForServiceWorker } from '../support/service-worker';

const DANIEL = 'spouse@example.com';
/** Maria's client (sandbox seed). */
const ACME_CLIENT_ID = 101;
/** Maria's kept cards (her account id in the sandbox seed). */
const MARIAS_CACHE = 'member-id-cards-200001';

/**
 * Chromium's offline emulation does not always reach the service worker's own calls (seen: its `/id-cards`
 * call answered by the server in an "offline" browser): while offline, the shell's server (the page, its
 * files and the API behind it) and the home remote's are stopped as well, so nothing answers but the worker's caches.
 */
const OFFLINE_SERVERS = ['shell', 'mfe_home_onboarding'];
const serversGone = () => Promise.all(OFFLINE_SERVERS.map((name) => remoteServers.stop(name)));
const serversBack = () => Promise.all(OFFLINE_SERVERS.map((name) => remoteServers.start(name)));

/** The worker installs once the signed-in page is idle, and the browser restarts: more time. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** Maria signs in, the worker takes over, and she opens her family's cards once, so the worker keeps them. Resolves with how many she sees. */
async function keepMariasCards(page: Page): Promise<number> {
  await new SignInPage(page).signInToHome(members.hraPrimary.email);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Your ID card' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
  const memberIds = page.getByText('Member ID', { exact: true });
  await expect(memberIds.first()).toBeVisible();
  await expect.poll(() => memberCardCaches(page)).toEqual([MARIAS_CACHE]);
  return memberIds.count();
}

test.describe('the ID card offline (docs/offline-data.md)', () => {
  test('Maria’s cards open offline from a cold start with the day they were saved; after sign-out no card can be seen', async ({ playwright }, testInfo) => {
    test.setTimeout(6 * 60_000);
    await sandbox.reset();

    // Online: Maria opens her family's cards once.
    let context = await launchProfile(playwright, testInfo);
    let page = context.pages()[0] ?? (await context.newPage());
    const cardCount = await keepMariasCards(page);
    expect(cardCount).toBeGreaterThan(1);

    // Offline, the browser closed and opened again: /id-card from a cold start.
    await context.setOffline(true);
    await context.close();
    await serversGone();
    context = await launchProfile(playwright, testInfo, { offline: true });
    page = await openOffline(context, '/id-card');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
    await expect(page.getByText(/^Saved on /)).toBeVisible();
    await expect(page.getByText('Member ID', { exact: true })).toHaveCount(cardCount);
    // The offline card's own document (the worker's answer offline): the app's frame, nothing axe finds.
    await expectNoAxeViolations(page);
    // Every other page is the no-internet page, as without the worker.
    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();

    // Online again (the browser opened again), she signs out; offline again, no card can be seen.
    await context.close();
    await serversBack();
    context = await launchProfile(playwright, testInfo);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect.poll(() => memberCardCaches(page)).toEqual([]);
    await context.close();
    await serversGone();
    context = await launchProfile(playwright, testInfo, { offline: true });
    page = await openOffline(context, '/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
    await expect(page.getByText('Member ID', { exact: true })).toHaveCount(0);

    // Daniel, on the same browser: his own card only, online and then offline from a cold start.
    await context.close();
    await serversBack();
    context = await launchProfile(playwright, testInfo);
    page = context.pages()[0] ?? (await context.newPage());
    await new SignInPage(page).signInToHome(DANIEL);
    await page.getByRole('link', { name: 'Your ID card' }).first().click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Daniel Lopez']);
    await expect.poll(() => memberCardCaches(page)).toHaveLength(1);
    await context.close();
    await serversGone();
    context = await launchProfile(playwright, testInfo, { offline: true });
    page = await openOffline(context, '/id-card');
    await expect(page.getByText(/^Saved on /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Daniel Lopez']);
    await context.close();
    await serversBack();
  });

  test('more than an hour later (the access token expired and cannot be refreshed offline), the cards still open from a cold start', async ({ playwright }, testInfo) => {
    test.setTimeout(4 * 60_000);
    await sandbox.reset();
    let context = await launchProfile(playwright, testInfo);
    await keepMariasCards(context.pages()[0] ?? (await context.newPage()));

    await context.close();
    await serversGone();
    try {
      context = await launchProfile(playwright, testInfo, { offline: true });
      // Two hours on: the stored tokens have expired, and their refresh fails with the network.
      await context.clock.install({ time: Date.now() + 2 * 60 * 60_000 });
      const offline = await openOffline(context, '/id-card');
      await expect(offline.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
      await expect(offline.getByText(/^Saved on /)).toBeVisible();
      // The gate did not send her to sign-in while the session could not be read.
      expect(new URL(offline.url()).pathname).toBe('/id-card');
      await context.close();
    } finally {
      await serversBack();
    }
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test('the signal goes while Maria is on her cards: the no-internet page, whose Refresh opens her kept cards; Back, the no-internet page again', async ({ page }) => {
      test.setTimeout(4 * 60_000);
      await sandbox.reset();
      await keepMariasCards(page);

      await serversGone();
      try {
        await page.context().setOffline(true);
        // As launchProfile's offline profile: the pages loaded from here on say offline too.
        await page.context().addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }));
        await page.evaluate(() => {
          Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true });
          window.dispatchEvent(new Event('offline'));
        });
        // The app's own page cannot decide /id-card offline: the no-internet page, as on every route.
        await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
        // Its Refresh loads the page again: the worker answers the offline card's document.
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
        await expect(page.getByText(/^Saved on /)).toBeVisible();
        await expect(page.getByText('Member ID', { exact: true }).first()).toBeVisible();
        // Back to /home: the app's document again, offline, so its no-internet page.
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
      } finally {
        await serversBack();
        await page.context().setOffline(false).catch(() => undefined);
      }
    });
    test('the idle-timeout sign-out deletes the kept cards, and another member signing in deletes what is left of the last one', async ({ page, signInPage }) => {
      test.setTimeout(4 * 60_000);
      await sandbox.reset();
      // 1.1 minutes: the prompt opens after 6 s of inactivity, the sign-out 60 s later (idle-timeout.spec.ts);
      // long enough for the worker to install first.
      await sandbox.setSessionLength(ACME_CLIENT_ID, 1.1);
      await keepMariasCards(page);

      // Nobody touches the page: the idle timeout signs Maria out, and her kept cards go with her.
      await expect(page).toHaveURL(/\/\?state=signed-out$/, { timeout: 120_000 });
      await expect.poll(() => memberCardCaches(page)).toEqual([]);

      // A copy of Maria's left behind (a browser closed in the middle of her sign-out): Daniel's sign-in deletes it.
      await sandbox.setSessionLength(ACME_CLIENT_ID, 30);
      await page.goto('/');
      await page.evaluate(async (name) => (await caches.open(name)).put('/api/member/id-cards?account_id=200001', new Response('{}')), MARIAS_CACHE);
      await expect.poll(() => memberCardCaches(page)).toEqual([MARIAS_CACHE]);
      await signInPage.signInToHome(DANIEL);
      await expect.poll(() => memberCardCaches(page)).toEqual([]);
    });
  });
});
