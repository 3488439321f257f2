import type { Page } from '@playwright/test';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { SIMULATED_DEVICE, SimulatedNativeHost } from '../support/simulated-native-host';

const HRA_PRIMARY_ACCOUNT_ID = '200001';
const devicePath = `/communication/${HRA_PRIMARY_ACCOUNT_ID}/device/${SIMULATED_DEVICE.deviceId}`;

/** Marks the current document; the mark survives in-app navigation and disappears with a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe('native bridge (simulated native shell)', () => {
  test('registers the device, follows deep links and notification taps in-app, ignores malformed messages, closes the in-app browser on /sso', async ({ page, signInPage, request }) => {
    const host = await SimulatedNativeHost.install(page);
    const tokenStored = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().endsWith(devicePath));

    await signInPage.signInToHome(members.hraPrimary.email);
    await host.expectSent('hello', { protocolVersion: 1 });
    await host.expectSent('registerForPush');

    // The device was missing: created with the prompt not acknowledged, then the token stored (permission granted).
    const patch = await tokenStored;
    const authorization = (await patch.allHeaders()).authorization ?? '';
    const device = await request.get(`http://localhost:${ports.memberApi}${devicePath}`, { headers: { authorization, 'x-application-id': 'ui-member' } });
    expect(device.status()).toBe(200);
    expect(await device.json()).toEqual({ deviceId: SIMULATED_DEVICE.deviceId, acknowledgedPushNotificationPrompt: false, fcmToken: SIMULATED_DEVICE.fcmToken });

    await markDocument(page);

    await host.send({ type: 'deepLink', url: 'member://claims?view=recent' });
    await expect(page).toHaveURL(/\/claims\?view=recent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await expectSameDocument(page);

    await host.send({ type: 'notificationTap', redirectUrl: '/home', threadId: 'thread-1' });
    await expect(page).toHaveURL(/\/home$/);
    await host.send({ type: 'notificationTap', threadId: 'thread-42' });
    await expect(page).toHaveURL(/\/messages\/thread-42$/);
    await expectSameDocument(page);

    // Not the documented shape: an extra field, an object instead of JSON text, another host. Nothing happens.
    await host.send({ type: 'deepLink', url: 'member://home', extra: true });
    await host.sendRaw({ type: 'deepLink', url: 'member://home' });
    await host.send({ type: 'deepLink', url: 'https://evil.example.com/home' });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/messages\/thread-42$/);
    await expectSameDocument(page);

    await page.goto('/sso');
    await host.expectSent('closeInAppBrowser');
  });

  test('the badge count is sent to the native shell', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page);
    await signInPage.signInToHome(members.hraPrimary.email);
    await host.expectSent('setBadgeCount');
    const [badge] = await host.sentOfType('setBadgeCount');
    expect(typeof badge?.count).toBe('number');
  });

  test('on the plain web nothing native is sent and the app works', async ({ page, signInPage }) => {
    const devicesCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/communication/')) devicesCalls.push(req.url());
    });
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    expect(await page.evaluate(() => 'MemberNativeHost' in window)).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('member-native-message', { detail: JSON.stringify({ type: 'deepLink', url: 'member://claims' }) })));
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/home$/);
    expect(devicesCalls).toEqual([]);
  });
});
