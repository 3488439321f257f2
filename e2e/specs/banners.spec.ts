import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';

const MARIA_ACCOUNT = '200001';
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };

const banner = (page: Page, text: string | RegExp) => page.getByRole('main').getByText(text);

test.describe('banners', () => {
  test('a warningBanner value shows its copy everywhere except /home under global navigation', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { warningBanner: 'claimsUnavailable' });
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    await expect(banner(page, 'Claims are unavailable right now.')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Claims are unavailable right now. Please try again later.' })).toBeVisible();
  });

  test('without global navigation the banner shows on /home too', async ({ page, signInPage }) => {
    await sandbox.setFlags(DANIEL.accountId, { warningBanner: 'scheduledMaintenance' });
    await signInPage.signInToHome(DANIEL.email);
    await expect(banner(page, /^Scheduled maintenance: some features may be unavailable/)).toBeVisible();
  });

  test('the demo-client banner shows for a demo client', async ({ page, signInPage }) => {
    await signInPage.signInToHome('demo.client@example.com');
    await expect(banner(page, 'This is a demo account. The information shown is for demonstration only.')).toBeVisible();
  });

  test('no demo-client banner for other clients', async ({ page, signInPage }) => {
    await signInPage.signInToHome(DANIEL.email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page, /demo account/)).toHaveCount(0);
  });

  test('a banner in Spanish', async ({ page, signInPage }) => {
    await sandbox.setFlags(LUCIA.accountId, { warningBanner: 'searchUnavailable', globalNavUX: false });
    await signInPage.signInToHome(LUCIA.email);
    await page.evaluate(() => window.localStorage.setItem('member.locale', 'es-US'));
    await page.reload();
    await expect(banner(page, 'La búsqueda no está disponible en este momento. Inténtelo de nuevo más tarde.')).toBeVisible();
  });

  test('the footer links are there', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['Sitemap', 'Terms of service', 'Privacy policy']);
  });
});
