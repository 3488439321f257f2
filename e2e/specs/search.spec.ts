import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { telemetry } from '../support/telemetry';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA_ACCOUNT = '200001';
const JAMES = 'search.only@example.com';
const PHONE = { width: 375, height: 812 };

/** The names of the page views the app sent to the analytics collector (the sandbox records them). */
async function pageViews(): Promise<string[]> {
  const payloads = (await telemetry.payloads()).filter((payload) => payload.kind === 'analytics');
  return payloads.flatMap((payload) => (payload.body as { events: { type: string; name: string }[] }).events).filter((event) => event.type === 'page').map((event) => event.name);
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
/** The result count once the list shows the current search (not the previous page kept while loading). */
const countOf = async (page: Page) => {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  return rawCount(page);
};
const rawCount = async (page: Page) => Number((await page.getByText(/^Showing \d+–\d+ of [\d,]+ providers? near/).textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(',', ''));

async function search(page: Page, term: string, location = '') {
  await page.getByLabel('Specialty, condition or name').fill(term);
  await page.getByLabel('ZIP code or city').fill(location);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('provider search (/search)', () => {
  test("a specialty near the member's ZIP, sorted by distance, with the top-provider badge", async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { showConsolidatedTopProviderBadge: true });
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Find care' })).toBeVisible();
    await search(page, 'dermatology', '78704');
    await expect(page.getByText(/near Austin, TX 78704$/)).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Distance' });
    await expect(page).toHaveURL(/sort=distance/);
    const items = results(page).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const distances = (await items.allTextContents()).map((text) => Number(text.match(/(\d+\.\d) mi/)?.[1]));
    expect(distances.every((miles) => Number.isFinite(miles))).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await expect(items.first()).toContainText('Dermatology');
    await page.getByLabel('Sort by').selectOption({ label: 'Recommended' });
    await expect(results(page).getByText('Top provider').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the compliant-network version: in-network only, no top-provider badge, the confirm-your-network note', async ({ page, signInPage }) => {
    // Kevin's account is on network 9002, a compliant (HCSC) network; the flag decides the version.
    const KEVIN_ACCOUNT = '200006';
    await sandbox.setFlags(KEVIN_ACCOUNT, { showConsolidatedTopProviderBadge: true, hcscCompliantVersionUX: false });
    await signInPage.signInToHome('tiered@example.com');
    await page.goto('/search');
    await search(page, 'dermatology', '78704');
    await expect(results(page).getByText('Top provider').first()).toBeVisible();
    await expect(page.getByLabel('Benefits')).toBeVisible();
    await expect(page.getByText(/Confirm the provider is in your network/)).toHaveCount(0);

    await sandbox.setFlags(KEVIN_ACCOUNT, { showConsolidatedTopProviderBadge: true, hcscCompliantVersionUX: true });
    await page.reload();
    await expect(page.getByText(/Confirm the provider is in your network before your visit/)).toBeVisible({ timeout: 30_000 });
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByLabel('Benefits')).toHaveCount(0);
    await expect(results(page).getByText('Top provider')).toHaveCount(0);
    // "All providers" asked for in the address is ignored: the search asks for in-network providers only.
    const asked = page.waitForRequest((request) => request.url().endsWith('/provider-search') && request.method() === 'POST');
    await page.goto(`${page.url()}&benefits=all`);
    expect((await asked).postDataJSON()).toMatchObject({ inNetworkOnly: true });
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByLabel('Benefits')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('filters narrow the results and survive a reload and browser back', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search');
    await search(page, 'dermatology');
    await expect(results(page)).toBeVisible();
    const all = await countOf(page);
    await page.getByLabel('Online booking').click();
    await expect(page).toHaveURL(/booking=1/);
    await page.getByLabel('Accepting new patients').click();
    await expect(page).toHaveURL(/booking=1&accepting=1/);
    const narrowed = await countOf(page);
    expect(narrowed).toBeLessThan(all);
    await page.reload();
    await expect(page.getByLabel('Online booking')).toBeChecked();
    await expect(page.getByLabel('Specialty, condition or name')).toHaveValue('dermatology');
    await expect.poll(() => countOf(page)).toBe(narrowed);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Accepting new patients')).not.toBeChecked();
    await expect(page.getByLabel('Online booking')).toBeChecked();
    await page.goBack();
    await expect(page.getByLabel('Online booking')).not.toBeChecked();
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('a name with a typo still finds the provider; no result is the provider-not-found page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search');
    await search(page, 'Okonkow');
    await expect(results(page).getByRole('link', { name: 'Amara Okonkwo, MD' })).toBeVisible();
    await search(page, 'zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'No providers found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search within 50 mi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask the concierge' })).toHaveAttribute('href', '/messages/new');
    // Tracked by its page name (features §2); the term stays out (the personal-data guard checks every payload).
    await expect.poll(pageViews).toEqual(expect.arrayContaining(['/search', 'Provider Not Found']));
    await expectNoAxeViolations(page);
  });

  test('keyboard only: type, search, open a result', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search');
    const term = page.getByLabel('Specialty, condition or name');
    await expect(term).toBeVisible();
    for (let presses = 0; presses < 40 && !(await term.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(term).toBeFocused();
    await page.keyboard.type('pediatrics');
    await page.keyboard.press('Enter');
    await expect(results(page)).toBeVisible();
    const first = results(page).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    for (let presses = 0; presses < 40 && !(await first.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a search-only member sees search without global navigation', async ({ page, signInPage }) => {
    await signInPage.signInToHome(JAMES);
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Find care' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await search(page, 'family medicine');
    await expect(results(page)).toBeVisible();
    await expect(page.getByText(/near Austin, TX 78751$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('search in Spanish at a phone viewport', () => {
  test.use({ locale: 'es-US', viewport: PHONE });

  test('search, results and a provider page speak Spanish and pass axe', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset
    await signInInSpanish(page, members.hraPrimary.email);
    await page.goto('/search?q=dermatology');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar atención' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resultados de la búsqueda' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: /^Llamar al/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/search?q=zzqqxx');
    await expect(page.getByRole('heading', { level: 2, name: 'No se encontraron proveedores' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the English search at a phone viewport passes axe', async ({ page, signInPage }) => {
    await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'en-US'), [STORAGE_KEYS.locale]);
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/search?q=dermatology');
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
