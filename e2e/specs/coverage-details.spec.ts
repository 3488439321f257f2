import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { memberApiPath } from '../support/member-api-path';
import { sandbox } from '../support/services';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const PHONE = { width: 375, height: 812 };
const year = new Date().getFullYear();

/** The figure a description-list term names, within a region. */
const figure = (page: Page, region: string, term: string) =>
  page.getByRole('region', { name: region }).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function openCoverage(page: Page, heading = 'Coverage details') {
  await page.goto('/coverage-details');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('coverage details and the accumulator (/coverage-details)', () => {
  test('hra.primary sees this plan year’s figures, her plan for her tier, the renewal date a year ahead and her card', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await openCoverage(page);
    const accumulator = 'Your benefit this plan year';
    await expect(figure(page, accumulator, 'Total benefit')).toHaveText('$4,000');
    await expect(figure(page, accumulator, 'Paid by your plan')).toHaveText('$1,250.50');
    await expect(figure(page, accumulator, 'Remaining')).toHaveText('$2,749.50');
    await expect(figure(page, accumulator, 'You owe')).toHaveText('$320');
    await expect(figure(page, accumulator, 'Deductible')).toHaveText('$1,500');
    await expect(page.getByText(`Plan year Jan 01, ${year} – Dec 31, ${year}`)).toBeVisible();
    await expect(page.getByText(`You can still submit claims for this plan year until Mar 31, ${year + 1} (the run-out period).`)).toBeVisible();

    // Her second seeded plan year, in brief, with its run-out period (March 31 of this year).
    await expect(figure(page, 'Your last plan year', 'Paid by your plan')).toHaveText('$3,100');
    await expect(figure(page, 'Your last plan year', 'You owed')).toHaveText('$880');
    const runoutOpen = new Date() <= new Date(year, 2, 31, 23, 59);
    await expect(
      page.getByText(runoutOpen ? `You can still submit claims for that plan year until Mar 31, ${year}.` : `Claims for that plan year closed on Mar 31, ${year}.`),
    ).toBeVisible();

    const plan = 'Your plan';
    await expect(page.getByRole('region', { name: plan }).getByText('Employee and family coverage')).toBeVisible();
    await expect(figure(page, plan, 'Benefit amount')).toHaveText('$4,000');
    await expect(figure(page, plan, 'Deductible amount')).toHaveText('$1,500');
    await expect(figure(page, plan, 'Plan start')).toHaveText(`Jan 01, ${year}`);
    await expect(figure(page, plan, 'Plan end')).toHaveText(`Dec 31, ${year}`);
    // The deductible resets on January 1 of this year — in the past, so moved one year ahead.
    await expect(figure(page, plan, 'Benefit renews on')).toHaveText(`Jan 01, ${year + 1}`);
    await expect(page.getByRole('region', { name: plan }).getByRole('listitem').filter({ hasText: 'Urgent care' })).toBeVisible();
    await expect(figure(page, 'Your benefit card', 'Card type')).toHaveText('Debit card');
    await expect(figure(page, 'Your benefit card', 'Card limit')).toHaveText('$1,000');
    await expectNoAxeViolations(page);
  });

  test('a failing accumulator call shows its error state, the plan stays, and Try again recovers', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.route('**/member-accumulations?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }));
    await openCoverage(page);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your benefit totals" });
    await expect(alert).toBeVisible();
    await expect(figure(page, 'Your plan', 'Benefit amount')).toHaveText('$4,000');
    await expectNoAxeViolations(page);
    await page.unroute('**/member-accumulations?**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(figure(page, 'Your benefit this plan year', 'Paid by your plan')).toHaveText('$1,250.50');
  });

  test('without the flag or the incentive feature the page does not exist', async ({ page, signInPage }) => {
    await signInPage.signInToHome('search.only@example.com');
    await page.goto('/coverage-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('in Spanish (usted), with axe', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox
    await sandbox.setFlags(LUCIA.accountId, { showHraAccumulator: true });
    await signInInSpanish(page, LUCIA.email);
    await openCoverage(page, 'Detalles de la cobertura');
    await expect(figure(page, 'Su beneficio en este año del plan', 'Usted debe')).toHaveText('$640.75');
    await expect(figure(page, 'Su plan', 'El beneficio se renueva el')).toContainText(`${year + 1}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('coverage details at a phone viewport', () => {
  test.use({ viewport: PHONE });
  test('English at 375 px', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await openCoverage(page);
    await expect(figure(page, 'Your benefit this plan year', 'Total benefit')).toHaveText('$4,000');
    await expectNoAxeViolations(page);
  });

  test('Spanish at 375 px', async ({ page, signInPage }) => {
    void signInPage;
    await sandbox.setFlags(LUCIA.accountId, { showHraAccumulator: true });
    await signInInSpanish(page, LUCIA.email);
    await openCoverage(page, 'Detalles de la cobertura');
    await expect(figure(page, 'Su beneficio en este año del plan', 'Beneficio total')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('planIdForPreviewUX (features §9): previewing a plan on /coverage-details', () => {
  const MARIA_ACCOUNT = '200001';

  test('set to Acme’s next plan (504), the plan part shows that plan’s terms at her tier and says it is a preview', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { planIdForPreviewUX: 504 });
    await signInPage.signInToHome(MARIA);
    const planRequests: string[] = [];
    page.on('request', (request) => {
      const path = memberApiPath(request.url());
      if (path?.startsWith('/plans')) planRequests.push(path);
    });
    await openCoverage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Previewing plan 504' })).toBeVisible();
    await expect(figure(page, 'Your plan', 'Benefit amount')).toHaveText('$5,000');
    await expect(figure(page, 'Your plan', 'Plan start')).toHaveText(`Jan 01, ${year + 1}`);
    expect(planRequests).toEqual(['/plans/504']);
    await expectNoAxeViolations(page);
  });

  test('a plan of another client (503) is refused: her own plan shows, with a notice', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { planIdForPreviewUX: 503 });
    await signInPage.signInToHome(MARIA);
    await openCoverage(page);
    await expect(page.getByText('The plan preview could not load')).toBeVisible();
    await expect(figure(page, 'Your plan', 'Benefit amount')).toHaveText('$4,000');
  });

  test('at its default (-1), her own plan shows and no plan is asked for', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    const planRequests: string[] = [];
    page.on('request', (request) => {
      if (memberApiPath(request.url())?.startsWith('/plans')) planRequests.push(request.url());
    });
    await openCoverage(page);
    await expect(figure(page, 'Your plan', 'Benefit amount')).toHaveText('$4,000');
    await expect(page.getByText(/Previewing plan/)).toHaveCount(0);
    expect(planRequests).toEqual([]);
  });
});
