import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

const NARROW = { width: 390, height: 844 };
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });
const globalNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The app has no in-page link to a deeper page of a tab yet (claim details come with the claims issue), so
 * the member "follows a link" through the one browser history, as an in-app link would.
 */
async function followInAppLinkTo(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('bottom navigation on a narrow screen', () => {
  test.use({ viewport: NARROW });

  test("shows the member's tabs with the Concierge unread count, and each tab restores its history", async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    const tabs = tabBar(page);
    await expect(tabs.getByRole('link')).toHaveText([/Home/, /Search/, /Care team/, /Claims/, /Concierge/]);
    // Maria has two concierge threads with unread messages (sandbox seed).
    await expect(tabs.getByRole('link', { name: 'Concierge 2 unread' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The desktop header's global navigation is not on a narrow screen.
    await expect(globalNavigation(page)).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await followInAppLinkTo(page, '/claim-details/7');

    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // Global navigation is off on a narrow screen: the Claims tab comes back where the member left it.
    await tabs.getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/\/claim-details\/7$/);
    await expect(tabs.getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    // Selecting the tab the member is on goes to its root.
    await tabs.getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/\/claims$/);
  });

  test('the browser back button steps back within the tab', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await tabBar(page).getByRole('link', { name: 'Claims' }).click();
    await followInAppLinkTo(page, '/claim-details/7');
    await page.goBack();
    await expect(page).toHaveURL(/\/claims$/);
    await tabBar(page).getByRole('link', { name: 'Home' }).click();
    await tabBar(page).getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/\/claims$/);
  });

  test('a member without the global-navigation flag gets no tab bar', async ({ page, signInPage }) => {
    await signInPage.signInToHome('spouse@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await expect(globalNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('axe finds no violations on the narrow layout', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(tabBar(page).getByRole('link', { name: 'Concierge 2 unread' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('global navigation on a wide screen', () => {
  test('shows the tabs in the header, not at the bottom, and opens tab roots without restoring history', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(tabBar(page)).toHaveCount(0);
    const navigation = globalNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Concierge 2 unread' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await navigation.getByRole('link', { name: 'Claims' }).click();
    await followInAppLinkTo(page, '/claim-details/7');
    await navigation.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await navigation.getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/\/claims$/);
  });

  test('the settings gear is only there with account management', async ({ page, signInPage }) => {
    await signInPage.signInToHome('search.only@example.com');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(globalNavigation(page)).toHaveCount(0);
  });
});
