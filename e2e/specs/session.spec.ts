import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';

/** Whether the identity library still holds a signed-in user in this browser (its own key format). */
const hasStoredIdentityUser = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')));

const storedValue = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe('session: /timeout', () => {
  test('tells the member, in English, they were signed out after inactivity and leads back to sign-in', async ({ page }) => {
    await page.goto('/timeout');
    await expect(page.getByRole('heading', { level: 1, name: "You've been signed out" })).toBeVisible();
    await expect(page.getByText('For your security, we signed you out after a period of inactivity.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('speaks Spanish when Spanish is the stored language choice', async ({ page }) => {
    await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'es-US'), [STORAGE_KEYS.locale]);
    await page.goto('/timeout');
    await expect(page.getByRole('heading', { level: 1, name: 'Se cerró su sesión' })).toBeVisible();
    await expect(page.getByText('Por su seguridad, cerramos su sesión después de un período de inactividad.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión de nuevo' })).toBeVisible();
  });

  test('axe finds no violations on /timeout', async ({ page }) => {
    await page.goto('/timeout');
    await expect(page.getByRole('heading', { level: 1, name: "You've been signed out" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('session: /timeout with a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('follows the browser language when nothing is stored', async ({ page }) => {
    await page.goto('/timeout');
    await expect(page.getByRole('heading', { level: 1, name: 'Se cerró su sesión' })).toBeVisible();
  });
});

test.describe('session: sign-out and the sso return', () => {
  test('/sign-out lands on /?state=signed-out with the stored user pool, locale and sso provider removed', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.evaluate((keys) => {
      window.localStorage.setItem(keys.userPool, 'default');
      window.localStorage.setItem(keys.locale, 'en-US');
      window.localStorage.setItem(keys.ssoProviderName, 'Google');
      window.localStorage.setItem(keys.rememberedEmail, 'kept@example.com');
    }, STORAGE_KEYS);

    // With a single sign-on provider stored, sign-out goes through the hosted logout page, which brings
    // the browser back to /?state=signed-out with a page load of its own; the gate may show that address
    // first, so the storage is read once that returning page has loaded.
    const returned = page.waitForResponse((response) => response.request().resourceType() === 'document' && /\/\?state=signed-out$/.test(response.url()));
    await page.goto('/sign-out');
    await returned;
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect(async () => {
      expect(await storedValue(page, STORAGE_KEYS.userPool)).toBeNull();
      expect(await storedValue(page, STORAGE_KEYS.locale)).toBeNull();
      expect(await storedValue(page, STORAGE_KEYS.ssoProviderName)).toBeNull();
      expect(await storedValue(page, STORAGE_KEYS.rememberedEmail)).toBe('kept@example.com');
      expect(await hasStoredIdentityUser(page)).toBe(false);
    }).toPass({ timeout: 15_000 });

    await page.goto('/home');
    await expect(page).toHaveURL(/\/\?redirect=/);
  });

  test('visiting /sso while signed in signs the previous session out, then shows the error page (no code)', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    expect(await hasStoredIdentityUser(page)).toBe(true);

    await page.goto('/sso');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
    expect(await hasStoredIdentityUser(page)).toBe(false);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expect(signInPage.emailField).toBeVisible();

    await page.goto('/home');
    await expect(page).toHaveURL(/\/\?redirect=/);
  });

  test('an /sso return with an unknown code shows the error page (the exchange fails)', async ({ page }) => {
    await page.goto('/sso?code=returned-code');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  });
});
