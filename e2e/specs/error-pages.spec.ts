import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { ERROR_PAGE_METRICS } from '@member/shared-contracts/analytics';

/** The hraPrimary persona's account (sandbox/src/seed/personas.ts): flags are set per account. */
const HRA_PRIMARY_ACCOUNT_ID = '200001';
const testControl = `http://127.0.0.1:${ports.testControl}`;

/** Counters the sandbox received on POST /metrics since the last reset (test control). */
async function metricCount(name: string): Promise<number> {
  const response = await fetch(`${testControl}/metrics`);
  const snapshot = (await response.json()) as { counters: Record<string, number> };
  return snapshot.counters[name] ?? 0;
}

async function setFlags(accountId: string, flags: Record<string, boolean | string | number>) {
  const response = await fetch(`${testControl}/flags/${accountId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(flags),
  });
  expect(response.ok).toBe(true);
}

/** axe over the whole page, or only the routed content (`main`) where the page under test lives. */
async function expectNoAxeViolations(page: Page, only?: 'main') {
  const builder = new AxeBuilder({ page });
  const results = await (only ? builder.include(only) : builder).analyze();
  expect(results.violations).toEqual([]);
}

test.describe('page not found', () => {
  test('an unknown path shows the 404 page with a link home, counts an error metric, and passes axe', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox (and its counters)
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the page you were looking for.", { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    await expect.poll(() => metricCount(ERROR_PAGE_METRICS.notFound)).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('the link home takes a signed-in member to /home', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/claims/unknown/deeper');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
  });
});

test.describe('page not found in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('speaks Spanish to a Spanish-speaking browser', async ({ page, signInPage }) => {
    void signInPage;
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('No pudimos encontrar la página que buscaba.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });
});

test.describe('generic error page', () => {
  test('an account that cannot be loaded shows the generic error with refresh, counted', async ({ page, signInPage }) => {
    await page.route(`**/accounts/${HRA_PRIMARY_ACCOUNT_ID}`, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect.poll(() => metricCount(ERROR_PAGE_METRICS.generic)).toBeGreaterThanOrEqual(1);

    await page.unroute(`**/accounts/${HRA_PRIMARY_ACCOUNT_ID}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
  });
});

test.describe('a shell chunk that does not load', () => {
  test('gives a ChunkLoadError handled by the generic error page with refresh, not a blank screen', async ({ page, signInPage }) => {
    void signInPage;
    // The informational pages are a lazy shell chunk; make it fail as a chunk past its 120 s timeout would.
    await page.route(/\/info-pages\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect.poll(() => metricCount(ERROR_PAGE_METRICS.generic)).toBe(1);

    await page.unroute(/\/info-pages\.[0-9a-f]+\.js$/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});

test.describe('no internet', () => {
  test('the no-internet page shows once the browser goes offline and goes when it is back', async ({ page, context, signInPage }) => {
    await signInPage.open();
    await signInPage.emailField.fill(members.hraPrimary.email);

    await context.setOffline(true);
    await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
    await expect(page.getByText('Please check your internet connection and try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(signInPage.emailField).toBeHidden();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'No internet connection' })).toHaveCount(0);
    // Nothing the member was doing is lost.
    await expect(signInPage.emailField).toHaveValue(members.hraPrimary.email);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-US' });

    test('uses the Spanish wording', async ({ page, context, signInPage }) => {
      void signInPage;
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión a internet' })).toBeVisible();
      await expect(page.getByText('Compruebe su conexión a internet e inténtelo de nuevo.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    });
  });
});

test.describe('app update', () => {
  test('with showAppUpdatePage on, the member sees the app-update page instead of the app', async ({ page, signInPage }) => {
    await setFlags(HRA_PRIMARY_ACCOUNT_ID, { showAppUpdatePage: true });
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Update the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update now' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeHidden();
    // The page this test adds is the routed content; the signed-in header and navigation have their own checks.
    await expectNoAxeViolations(page, 'main');
  });
});
