import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import ports from '@member/shared-contracts/environment/local-ports.json';

/** The content service (the sandbox's Contentful Delivery API subset), called on the shell's origin. */
const contentService = '**/api/content/**';

/** The member's language choice, as the language picker stores it. */
async function chooseSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('member.locale', 'es-US'));
}

test.describe('informational pages from content (access §2.1, member-features §4, §6)', () => {
  test('a visitor sees the default terms of service, and axe finds no violations', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Not medical advice' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reimbursements' })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a visitor reading Spanish sees the Spanish default terms', async ({ page, signInPage }) => {
    void signInPage;
    await chooseSpanish(page);
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No es asesoramiento médico' })).toBeVisible();
  });

  test('an HRA member sees the HRA variant of the terms', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reimbursements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Not medical advice' })).toHaveCount(0);
  });

  test('the FAQ shows its questions; the site map links the pages', async ({ page, signInPage }) => {
    void signInPage;
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How do I sign in?' })).toBeVisible();

    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { level: 1, name: 'Site map' })).toBeVisible();
    const information = page.getByRole('navigation', { name: 'Information' });
    await expect(information.getByRole('link')).toHaveText(['FAQ', 'Terms of service', 'Privacy policy', 'Methodology', 'Open source']);
    await information.getByRole('link', { name: 'Methodology' }).click();
    await expect(page).toHaveURL(/\/methodology$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How we rank providers' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('an info context that content does not have shows the 404 page', async ({ page, signInPage }) => {
    void signInPage;
    await page.goto('/info/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the sign-in screen asks nothing of the content service', async ({ page, signInPage }) => {
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(ports.content) || url.pathname.startsWith('/api/content/')) contentRequests.push(request.url());
    });
    await signInPage.open('/?state=sign-in');
    await page.waitForLoadState('networkidle');
    expect(contentRequests).toEqual([]);
  });
});

test.describe('content loading for a signed-in member (member-features §4)', () => {
  test('when the content service fails, the member sees the global error page instead of the app', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.route(contentService, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"sys":{"type":"Error","id":"ServerError"}}' }));
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toHaveCount(0);
  });

  test('with content loaded, the member reaches home', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
  });
});
