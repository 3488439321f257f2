import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { signInInSpanish } from '../support/spanish-sign-in';
import { SEEDED_RECOMMENDATIONS } from '../../sandbox/src/member-api/search/search-seed';

const MARIA_ACCOUNT = '200001';
const PHONE = { width: 375, height: 812 };

test.describe('care team (/care-team), my providers (/providers) and recommendations', () => {
  test('a provider added to the care team shows on /care-team and can be removed', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/care-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Care team' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Primary care provider' })).toContainText('Amara Okonkwo');
    await expect(page.getByText("You haven't saved any providers yet.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/search?q=cardiology');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const name = ((await first.textContent()) ?? '').split(',')[0] ?? '';
    await first.click();
    await page.getByRole('button', { name: 'Add to my care team' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your care team.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from my care team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions (opens in a new tab)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/care-team');
    const saved = page.getByRole('list', { name: 'Saved providers' });
    await expect(saved).toContainText(name);
    await saved.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText("You haven't saved any providers yet.", { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText("You haven't saved any providers yet.", { exact: false })).toBeVisible();
  });

  test('recommendations and their provider page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto(`/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended providers' })).toBeVisible();
    await expect(page.getByText(/Recommended by your concierge for Dermatology/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Recommended providers' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    const first = list.getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}/provider/npi-`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/providers with and without myProvidersUX', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { myProvidersUX: true });
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'My providers' })).toBeVisible();
    await page.getByRole('link', { name: 'Amara Okonkwo, MD' }).click();
    await expect(page).toHaveURL(/\/providers\/npi-1467520384$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okonkwo, MD' })).toBeVisible();
    await expectNoAxeViolations(page);

    await sandbox.setFlags(MARIA_ACCOUNT, { myProvidersUX: false });
    await page.goto('/home');
    await page.reload();
    await page.goto('/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('care team in Spanish at a phone viewport', () => {
  test.use({ locale: 'es-US', viewport: PHONE });

  test('the care team and a recommendation speak Spanish and pass axe', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset
    await signInInSpanish(page, members.hraPrimary.email);
    await page.goto('/care-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo de atención' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Proveedor de atención primaria' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}`);
    await expect(page.getByRole('list', { name: 'Proveedores recomendados' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('the English care team at a phone viewport passes axe', async ({ page, signInPage }) => {
    await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'en-US'), [STORAGE_KEYS.locale]);
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/care-team');
    await expect(page.getByRole('list', { name: 'Primary care provider' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
