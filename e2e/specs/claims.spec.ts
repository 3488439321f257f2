import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';
import { sandbox } from '../support/services';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { SEEDED_CLAIMS, seedClaims } from '../../sandbox/src/seed/claims-seed';

const MARIA_ACCOUNT = '200001';
const DANIEL = 'spouse@example.com';
const KEVIN = 'tiered@example.com';
const JAMES = 'search.only@example.com';
const PHONE = { width: 375, height: 812 };

const claimsList = (page: Page) => page.getByRole('list', { name: 'Your claims' });

async function openClaims(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(claimsList(page)).toBeVisible();
}

test.describe('claims list (/claims)', () => {
  test("Maria's claims: newest first, paged, filtered by status, patient and year", async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await openClaims(page);
    await expect(page.getByText('Showing 1–20 of 44 claims')).toBeVisible();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    // Newest first: the appealable denied claim of October 2026 heads the list.
    const first = claimsList(page).getByRole('listitem').first();
    await expect(first).toContainText('Denied');
    await expect(page.getByRole('link', { name: 'Submit a claim' })).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByText('Showing 21–40 of 44 claims')).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Denied' });
    await expect(page.getByText('Showing 1–3 of 3 claims')).toBeVisible();
    await expect(claimsList(page).getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await page.getByLabel('Patient').selectOption({ label: 'Sofia' });
    await expect(page.getByText('Showing 1–11 of 11 claims')).toBeVisible();
    await page.getByLabel('Year').selectOption('2025');
    await expect(claimsList(page).getByRole('listitem').first()).toContainText('2025');
    await expectNoAxeViolations(page);
  });

  test('a member who cannot submit (tiered) sees TPA claims, no way to submit, and /claims/new is the 404 page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(KEVIN);
    // Kevin has no global navigation (globalNavUX off): the tab root by its address.
    await page.goto('/claims');
    await expect(claimsList(page)).toBeVisible();
    await expect(page.getByText(/Your plan sends these to us/)).toBeVisible();
    await expect(claimsList(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Submit a claim' })).toHaveCount(0);
    await page.goto('/claims/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a search-only member has no claims tab and /claims is the 404 page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(JAMES);
    await expect(page.getByRole('link', { name: 'Claims' })).toHaveCount(0);
    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('enhancedClaimsUX', () => {
  test('adds the claims waiting on the member and what each status means', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { enhancedClaimsUX: true });
    await signInPage.signInToHome(members.hraPrimary.email);
    await openClaims(page);
    const attention = page.getByRole('region', { name: '1 claim needs your attention' });
    await expect(attention.getByRole('link')).toHaveCount(1);
    await expect(claimsList(page).getByRole('listitem').first()).toContainText("Your plan didn't pay this claim.");
    await expectNoAxeViolations(page);
  });
});

test.describe('claim details (/claim-details/{id})', () => {
  test('the paid-by-check claim: lines, timeline, payment, and the EOB PDF downloads', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Line items' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(timeline).toHaveText([/Submitted/, /In review/, /Approved/, /Paid/]);
    await expect(page.getByText(/paid by check number \d+, mailed on/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the explanation of benefits (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`explanation-of-benefits-${SEEDED_CLAIMS.mariaPaidByCheck}.pdf`);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);
  });

  test('from the list to the denied claim, with its reason and the way to appeal', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await openClaims(page);
    await claimsList(page).getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/claim-details/${SEEDED_CLAIMS.mariaDeniedAppealable}$`));
    await expect(page.getByText("We didn't receive an itemized bill or receipt showing the service.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Appeal this decision' })).toBeVisible();
  });

  test("another member's claim id is the 404 page, never their data", async ({ page, signInPage }) => {
    await signInPage.signInToHome(DANIEL);
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('paid by check')).toHaveCount(0);
  });
});

test.describe('repayment requests (/repayment-requests)', () => {
  test('with showMemberOverpayments: what is owed, why, by when and how; without it: the 404 page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await openClaims(page);
    await page.getByRole('link', { name: 'Repayment requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment requests' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '$42.50 to repay' })).toBeVisible();
    await expect(page.getByText('Your plan paid this claim twice.')).toBeVisible();
    await expect(page.getByText('Please repay by Dec 31, 2026.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to repay' })).toBeVisible();
    await expectNoAxeViolations(page);

    await sandbox.setFlags(MARIA_ACCOUNT, { showMemberOverpayments: false });
    await page.goto('/repayment-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('claims screens in Spanish at a phone viewport', () => {
  test.use({ locale: 'es-US', viewport: PHONE });

  test('list, details and repayment requests speak Spanish and pass axe', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset; its helpers look for the English labels
    await signInInSpanish(page, members.hraPrimary.email);
    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Reclamos' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sus reclamos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Historial del estado' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/repayment-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de reembolso al plan' })).toBeVisible();
    await expect(page.getByText('Cómo devolverlo')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('each claim link names its claim in Spanish; the line items, written in English, are marked English', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset; its helpers look for the English labels
    await signInInSpanish(page, members.hraPrimary.email);
    await page.goto('/claims');
    const links = page.getByRole('list', { name: 'Sus reclamos' }).getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(20);
    // Provider, date, patient and status: 20 links, 20 different names (the providers alone repeat).
    const names = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    expect(new Set(names).size).toBe(20);
    await expect(links.first()).toHaveAccessibleName(/^.+, [a-z]{3} \d{2}, \d{4}, para \S+, Denegado$/);

    const paid = seedClaims.find((claim) => claim.id === SEEDED_CLAIMS.mariaPaidByCheck);
    if (!paid) throw new Error('seed changed');
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
    for (const line of paid.lines) await expect(page.getByRole('main').locator('[lang="en"]', { hasText: line.description }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the English list at a phone viewport passes axe', async ({ page, signInPage }) => {
    await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'en-US'), [STORAGE_KEYS.locale]);
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/claims');
    await expect(claimsList(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaDeniedAppealable}`);
    await expect(page.getByRole('link', { name: 'Appeal this decision' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
