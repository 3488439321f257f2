import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SAME_ORIGIN_SERVICES from '@member/shared-contracts/environment/same-origin-services.json';
import { APP_DISTRIBUTION, APP_VERSION, APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { idCardsPath } from '@member/shared-contracts/id-card';
import { test, expect as baseExpect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { SignInPage } from '../support/sign-in-page';
import { buildRelease, remotesManifest, type Release } from '../support/deployments';
import { cachedUrls, launchProfile, memberCardCaches, waitForServiceWorker } from '../support/service-worker';

/** The worker installs after the signed-in page is idle (its precache on a busy machine): more time. */
const expect = baseExpect.configure({ timeout: 60_000 });
const ID_CARDS_API = `${SAME_ORIGIN_SERVICES.memberApi}${idCardsPath()}`;

test.use({ serviceWorkers: 'allow' });

/** The signed-in member's account id and access token, as the shell stored them. */
function storedSession(page: Page): Promise<{ accountId: string; accessToken: string }> {
  return page.evaluate((accountClaim) => {
    const stored = (suffix: string) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith(suffix));
      return key ? (localStorage.getItem(key) ?? '') : '';
    };
    const payload = JSON.parse(atob((stored('.idToken').split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>;
    return { accountId: payload[accountClaim] ?? '', accessToken: stored('.accessToken') };
  }, CLAIM_KEYS.accountId);
}

/** The member's ID cards, asked of the member API from the page with the app's headers, as the /id-card route asks. */
async function askForIdCards(page: Page): Promise<{ status: number; accountId: string }> {
  const { accountId, accessToken } = await storedSession(page);
  const status = await page.evaluate(
    async ({ url, headers }) => (await fetch(url, { headers })).status,
    {
      url: `${ID_CARDS_API}?account_id=${encodeURIComponent(accountId)}`,
      headers: {
        [HEADER_NAMES.applicationId]: APPLICATION_ID,
        [HEADER_NAMES.applicationVersion]: APP_VERSION,
        [HEADER_NAMES.applicationDistribution]: APP_DISTRIBUTION,
        [HEADER_NAMES.authorization]: `Bearer ${accessToken}`,
      },
    },
  );
  return { status, accountId };
}

test.describe('the installable app and its service worker (docs/offline-data.md)', () => {
  test('Chromium finds nothing against installing the app; the manifest starts at /home with 1x/2x/3x icons', async ({ playwright }, testInfo) => {
    await sandbox.reset();
    const context = await launchProfile(playwright, testInfo);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const signInPage = new SignInPage(page);
      await signInPage.open();
      const cdp = await context.newCDPSession(page);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe('/ui/manifest.webmanifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as { start_url: string; theme_color: string; icons: { sizes: string }[] };
      expect(manifest.start_url).toBe('/home');
      expect(manifest.theme_color).toBe('#0a58b8');
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '384x384', '576x576']);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      // A visitor's page registers no worker.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

      await signInPage.signIn(members.hraPrimary.email);
      await expect(page).toHaveURL(/\/home$/);
      await waitForServiceWorker(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('only the member’s ID cards are kept, in a cache named for her, and sign-out deletes them', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await waitForServiceWorker(page);
    // A page the worker controls from its first request: /home's own API calls pass through it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeVisible();

    const { status, accountId } = await askForIdCards(page);
    expect(status).toBe(200);
    await expect.poll(async () => (await cachedUrls(page))[`member-id-cards-${accountId}`]).toEqual([
      new URL(`${ID_CARDS_API}?account_id=${encodeURIComponent(accountId)}`, page.url()).href,
    ]);
    // No other API answer (account, flags, claims...) is in any cache.
    const apiAnswers = Object.entries(await cachedUrls(page)).flatMap(([name, urls]) => urls.filter((url) => new URL(url).pathname.startsWith('/api/')).map((url) => `${name} ${url}`));
    expect(apiAnswers).toEqual([`member-id-cards-${accountId} ${new URL(`${ID_CARDS_API}?account_id=${accountId}`, page.url()).href}`]);

    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect.poll(() => memberCardCaches(page)).toEqual([]);
  });

  test('the worker deletes the kept cards when the identity service says the session is gone', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await waitForServiceWorker(page);
    const { accountId } = await askForIdCards(page);
    await expect.poll(async () => Object.keys(await cachedUrls(page))).toContain(`member-id-cards-${accountId}`);

    // A refresh the identity service refuses (a revoked refresh token), as the shell sends it.
    const refused = await page.evaluate(async (endpoint) => {
      const services = (await (await fetch('/config/services.json')).json()) as { identity: { userPoolClientId: string } };
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: services.identity.userPoolClientId, AuthParameters: { REFRESH_TOKEN: 'revoked' } }),
      });
      return response.status;
    }, SAME_ORIGIN_SERVICES.identity);
    expect(refused).toBe(400);
    await expect.poll(() => memberCardCaches(page)).toEqual([]);
  });

  test.describe('deployments', () => {
    let release: Release | undefined;

    test.afterAll(async () => {
      await remotesManifest.reset();
      release?.remove();
    });

    test('a new deployment of the home remote reaches the installed app at the next navigation', async ({ page, signInPage }) => {
      test.setTimeout(10 * 60_000); // builds the home remote once
      await signInPage.signInToHome(members.hraPrimary.email);
      await waitForServiceWorker(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeVisible();
      // The worker has kept the home remote's current files (the offline /id-card needs them).
      const kept = (await cachedUrls(page))['member-home-remote'] ?? [];
      expect(kept.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

      release = await buildRelease('mfe_home_onboarding', (copy) => {
        const file = path.join(copy, 'src', 'locales', 'en-US.json');
        const translations = JSON.parse(readFileSync(file, 'utf8'));
        translations.home.greeting = 'Hello again, {{firstName}}';
        writeFileSync(file, JSON.stringify(translations));
      });
      await remotesManifest.repoint('mfe_home_onboarding', release.manifestUrl);

      const document = await page.goto('/home');
      expect(document?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Hello again, Maria' })).toBeVisible();
    });
  });
});
