import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { packageCopies, recordLoadedScripts } from '../support/loaded-packages';

/**
 * Every feature route, in the order a member might visit them in one tab: the feature routes the budget
 * suite weighs (scripts/lib/budgets.mjs), plus the benefit page and the account screens with their forms
 * (on /account the member saves a change: the form and the shell's account update both run).
 */
const FEATURE_ROUTES = [
  '/messages',
  '/claims',
  '/claims/new',
  '/reimbursements',
  '/search',
  '/care-team',
  '/coverage-details',
  '/benefit',
  '/account',
  '/security',
  '/home',
];

/** Goes to a route in the app, one history entry as an in-app link makes, and waits for its page heading. */
async function navigateInApp(page: Page, to: string) {
  const before = await page.getByRole('heading', { level: 1 }).first().textContent();
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
  await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasNotText: before ?? '' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** On /account: a new mobile number saved (the form validates it, the shell sends PATCH /account). */
async function saveAPhoneNumber(page: Page) {
  await page.getByRole('textbox', { name: /^mobile phone number/i }).fill('(512) 555-0199');
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/account\/\d+$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('one copy of each library per tab', () => {
  test('after every feature route in one tab and a save on /account, the loaded JavaScript holds at most one date-fns and one zod', async ({ page, signInPage }) => {
    const loaded = recordLoadedScripts(page);
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    // A mark on this document: still there at the end means every route ran in the same page, no reload.
    await page.evaluate(() => Object.assign(window, { sameTabMark: true }));

    for (const route of FEATURE_ROUTES) {
      await navigateInApp(page, route);
      if (route === '/account') await saveAPhoneNumber(page);
    }

    expect(await page.evaluate(() => 'sameTabMark' in window)).toBe(true);
    // The control: React DOM, a federation singleton, is found once — the maps are read and hold modules.
    expect(packageCopies(loaded.urls(), 'react-dom').copies).toBe(1);
    for (const library of ['date-fns', 'zod']) {
      const { copies, scripts } = packageCopies(loaded.urls(), library);
      test.info().annotations.push({ type: `${library} copies`, description: `${copies}: ${scripts.join(', ')}` });
      expect(copies, `${library} loaded ${copies} times, from ${scripts.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});
