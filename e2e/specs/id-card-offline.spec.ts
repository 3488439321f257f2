import { test, expect as baseExpect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { SignInPage } from '../support/sign-in-page';
import { launchProfile, memberCardCaches, waitForServiceWorker } from '../support/service-worker';

/** The worker installs once the signed-in page is idle, and the browser restarts: more time. */
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe('the ID card offline (docs/offline-data.md)', () => {
  // Unfinished: online, the cards open and are kept in the cache named for Maria; offline after the browser
  // restarts, the shell starts from the worker (document, config, shell files) and passes the no-internet
  // page for /id-card, but the shell's generic error page shows instead of the card (cause not found yet).
  test.fixme('Maria’s cards open offline from a cold start with the day they were saved; after sign-out no card can be seen', async ({ playwright }, testInfo) => {
    test.setTimeout(6 * 60_000);
    await sandbox.reset();

    // Online: Maria opens her family's cards once.
    let context = await launchProfile(playwright, testInfo);
    let page = context.pages()[0] ?? (await context.newPage());
    await new SignInPage(page).signInToHome(members.hraPrimary.email);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Your ID card' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
    const memberIds = page.getByText('Member ID', { exact: true });
    await expect(memberIds.first()).toBeVisible();
    const cardCount = await memberIds.count();
    expect(cardCount).toBeGreaterThan(1);
    await expect.poll(() => memberCardCaches(page)).toHaveLength(1);

    // Offline, the browser closed and opened again: /id-card from a cold start.
    await context.setOffline(true);
    await context.close();
    context = await launchProfile(playwright, testInfo, { offline: true });
    // The profile's first tab opens before the emulation applies to it: a new tab is offline from the start.
    await context.setOffline(true);
    page = await context.newPage();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
    await expect(page.getByText(/^Saved on /)).toBeVisible();
    await expect(memberIds).toHaveCount(cardCount);
    // Every other page is the no-internet page, as without the worker.
    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();

    // Online again, she signs out; offline again, no card can be seen.
    await context.setOffline(false);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect.poll(() => memberCardCaches(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
    await expect(page.getByText('Member ID', { exact: true })).toHaveCount(0);
    await context.close();
  });
});
