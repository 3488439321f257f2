import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import path from 'node:path';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { expectNoAxeViolations } from '../support/accessibility';
import { remotesManifest } from '../support/deployments';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import type { SignInPage } from '../support/sign-in-page';
import { SimulatedNativeHost, TOKEN_WHEN_GRANTED, UNASKED_DEVICE } from '../support/simulated-native-host';

const HRA_PRIMARY_ACCOUNT_ID = '200001';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const localServices = JSON.parse(readFileSync(path.resolve(__dirname, '../../shell/config/local/services.json'), 'utf8')) as { nativeApp: { appStoreUrl: string } };

test.describe('native shell: the in-app browser (access §1)', () => {
  test('directions and a message attachment open in the in-app browser, the web view stays on its page', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page);
    await signInPage.signInToHome(members.hraPrimary.email);

    await page.goto('/search?q=cardiology');
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    // Its name says where it opens here: the in-app browser, not a new tab.
    const directions = page.getByRole('link', { name: 'Get directions (opens in the in-app browser)' });
    const providerUrl = page.url();
    await directions.click();
    const opened = await host.expectSent('openInAppBrowser');
    expect(opened.url).toBe(await directions.getAttribute('href'));
    expect(String(opened.url)).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(page.url()).toBe(providerUrl);
    expect(page.context().pages()).toHaveLength(1);

    await page.goto('/messages/ticket-200001-3');
    const attachment = page.getByRole('link', { name: 'Open visit-receipt.pdf (application/pdf) (opens in the in-app browser)' });
    await attachment.click();
    await host.expectSent('openInAppBrowser', { url: await attachment.getAttribute('href') });
    await expect(page).toHaveURL(/\/messages\/ticket-200001-3$/);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('hosted sign-on opens in the in-app browser; its return, a deep link to /sso, closes it and signs the member in', async ({ page, context, signInPage }) => {
    await sandbox.setFlags('*', { showGoogleSsoSignInV2: true });
    const host = await SimulatedNativeHost.install(page);
    await signInPage.open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const opened = await host.expectSent('openInAppBrowser');
    const authorizeUrl = String(opened.url);
    expect(authorizeUrl).toContain(`localhost:${ports.identity}/oauth2/authorize`);
    await expect(page).toHaveURL(/\/\?state=sign-in$/);

    // The in-app browser: the hosted page, whose return the native shell catches and hands over as a deep link.
    // A redirect is not routed, so the return is read from its request; the app's scripts are refused there,
    // so the return page cannot run the app in this second page (the native shell never loads it either).
    const inAppBrowser = await context.newPage();
    await inAppBrowser.route(`http://localhost:${ports.shell}/**/*.js`, (route) => route.abort());
    await inAppBrowser.goto(authorizeUrl);
    const returned = inAppBrowser.waitForRequest((req) => /\/sso\?.*code=/.test(req.url()));
    await inAppBrowser.getByRole('button', { name: /Maria Lopez/ }).click();
    const returnUrl = (await returned).url();
    // The return page loads (its scripts refused) before the in-app browser closes: Chromium's close of a page
    // in the middle of a navigation can hang (seen once, 59 s, under CI's load).
    await inAppBrowser.waitForURL(/\/sso\?.*code=/, { waitUntil: 'domcontentloaded' });
    await inAppBrowser.close();

    await host.send({ type: 'deepLink', url: returnUrl });
    await host.expectSent('closeInAppBrowser');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
  });

  test('in a browser, directions still open a new tab', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search?q=cardiology');
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Get directions (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});

/** Maria signs in on a device whose owner was never asked about notifications; the device record as the member API has it. */
async function signInOnUnaskedDevice(page: Page, signInPage: SignInPage, request: APIRequestContext) {
  const host = await SimulatedNativeHost.install(page, UNASKED_DEVICE);
  const devicePath = `/communication/${HRA_PRIMARY_ACCOUNT_ID}/device/${UNASKED_DEVICE.deviceId}`;
  const created = page.waitForRequest((req) => req.method() === 'PUT' && req.url().endsWith(devicePath));
  await signInPage.signInToHome(members.hraPrimary.email);
  const authorization = (await (await created).allHeaders()).authorization ?? '';
  const readDevice = async (): Promise<unknown> =>
    (await request.get(`http://localhost:${ports.memberApi}${devicePath}`, { headers: { authorization, 'x-application-id': 'ui-member' } })).json();
  return { host, devicePath, readDevice };
}

test.describe('native shell: the in-app push prompt (member-features §3 Device, §4)', () => {
  test('a device not asked yet: the prompt shows, "Turn on notifications" asks the system, the answer and the token are on the device record', async ({ page, signInPage, request }) => {
    const { host, devicePath, readDevice } = await signInOnUnaskedDevice(page, signInPage, request);

    const prompt = page.getByRole('dialog', { name: 'Turn on notifications?' });
    await expect(prompt).toBeVisible();
    expect(await host.sentOfType('requestPushPermission')).toEqual([]);
    await expectNoAxeViolations(page);

    const tokenStored = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().endsWith(devicePath) && (req.postData() ?? '').includes('fcmToken'));
    await prompt.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(prompt).toBeHidden();
    await host.expectSent('requestPushPermission');
    await tokenStored;

    await expect.poll(readDevice).toEqual({ deviceId: UNASKED_DEVICE.deviceId, acknowledgedPushNotificationPrompt: true, fcmToken: TOKEN_WHEN_GRANTED });

    // Answered: the next session on this device is not asked again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Turn on notifications?' })).toHaveCount(0);
  });

  test('"Not now" is recorded too, and the system is not asked', async ({ page, signInPage, request }) => {
    const { host, devicePath, readDevice } = await signInOnUnaskedDevice(page, signInPage, request);
    const answered = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().endsWith(devicePath));
    await page.getByRole('dialog', { name: 'Turn on notifications?' }).getByRole('button', { name: 'Not now' }).click();
    expect((await answered).postDataJSON()).toEqual({ acknowledgedPushNotificationPrompt: true });
    expect(await readDevice()).toEqual({ deviceId: UNASKED_DEVICE.deviceId, acknowledgedPushNotificationPrompt: true, fcmToken: null });
    expect(await host.sentOfType('requestPushPermission')).toEqual([]);
  });
});

test.describe('native shell: over-the-air updates (access §1)', () => {
  test.afterEach(async () => {
    await remotesManifest.reset();
  });

  test('"Update ready" is a notice, not a wall: the page stays usable; Restart asks the native shell to apply it', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page);
    await signInPage.signInToHome(members.hraPrimary.email);
    await host.send({ type: 'updateReady', kind: 'native', version: '5.2.0 (412)' });
    const notice = page.getByRole('region', { name: 'App update' });
    await expect(notice.getByRole('heading', { name: 'Update ready' })).toBeVisible();
    await expect(notice).not.toContainText('5.2.0');
    await expectNoAxeViolations(page);

    // Not blocking: the member keeps going, then chooses when to restart.
    await page.getByRole('link', { name: 'Claims' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await notice.getByRole('button', { name: 'Restart' }).click();
    await host.expectSent('restartForUpdate');
    await expect(notice.getByRole('heading', { name: 'Update ready' })).toHaveCount(0);
  });

  test('the app back in the foreground on a newer deployed web build tells the native shell, once', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page);
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.waitForLoadState('networkidle');
    const resume = () => page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));

    await resume();
    await page.waitForTimeout(500);
    expect(await host.sentOfType('webBuildDeployed')).toEqual([]);

    // A deploy: one remote repointed (docs/deployment-and-rollback.md), here to the remote's own origin.
    await remotesManifest.repoint('mfe_claims', `http://127.0.0.1:${ports.mfe_claims}/mf-manifest.json`);
    await resume();
    await host.expectSent('webBuildDeployed');
    await resume();
    await page.waitForTimeout(500);
    expect(await host.sentOfType('webBuildDeployed')).toHaveLength(1);
  });
});

test.describe('the native-app interstitial (access §2.7)', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('a phone browser is offered the app from the configured store link, continues on the web, and is not asked again', async ({ page, signInPage }) => {
    await signInPage.open();
    const offer = page.getByRole('dialog', { name: 'Get the Member app' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', localServices.nativeApp.appStoreUrl);
    await expectNoAxeViolations(page);

    await offer.getByRole('button', { name: 'Continue on the web' }).click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.appOfferChoice)).toBe('web');
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Get the Member app' })).toHaveCount(0);
  });

  test('the offer adds one script and one stylesheet to the first page of a phone, no dialog library', async ({ page, signInPage }) => {
    // What a phone's sign-in page loads with the offer, against the same page once the choice is stored
    // (HTTP cache emptied between the two): the offer is its largest paint, so what it waits for counts.
    const loadedFiles = async (until: () => Promise<void>) => {
      const files = new Map<string, number>();
      const record = (response: Response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') void response.body().then((body) => files.set(response.url(), body.length), () => undefined);
      };
      page.on('response', record);
      await until();
      await page.waitForLoadState('networkidle');
      page.off('response', record);
      return files;
    };
    const withOffer = await loadedFiles(async () => {
      await signInPage.open();
      await expect(page.getByRole('dialog', { name: 'Get the Member app' })).toBeVisible();
    });
    await page.evaluate((key) => window.localStorage.setItem(key, 'web'), STORAGE_KEYS.appOfferChoice);
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    const withoutOffer = await loadedFiles(async () => {
      await signInPage.open();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
    const offerOnly = [...withOffer].filter(([url]) => !withoutOffer.has(url));
    expect(offerOnly.map(([url]) => path.extname(new URL(url).pathname)).sort()).toEqual(['.css', '.js']);
    expect(offerOnly.reduce((total, [, bytes]) => total + bytes, 0)).toBeLessThan(8192);
  });

  test('inside the native shell nothing is offered', async ({ page, signInPage }) => {
    await SimulatedNativeHost.install(page);
    await signInPage.open();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Get the Member app' })).toHaveCount(0);
  });
});

test.describe('the native-app interstitial on a desktop browser', () => {
  test('is not offered', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Get the Member app' })).toHaveCount(0);
  });
});
