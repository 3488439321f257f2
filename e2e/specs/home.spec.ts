import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const PHONE = { width: 375, height: 812 };
const greeting = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const card = (page: Page, name: string) => page.getByRole('region', { name });
const globalNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

test.describe('/home', () => {
  test('hra.primary: the greeting, her accumulator summary, her next action and her entry points', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await expect(greeting(page, 'Hi, Maria')).toBeVisible();
    const benefit = card(page, 'Your benefit');
    await expect(benefit.getByText(/of your \$[\d,.]+ benefit used this plan year\./)).toBeVisible();
    await expect(benefit.getByRole('progressbar', { name: 'Benefit used' })).toBeVisible();
    await expect(benefit.getByText('You owe')).toBeVisible();
    await expect(benefit.getByText('Deductible')).toBeVisible();
    await expect(benefit.getByRole('link', { name: 'See coverage details' })).toHaveAttribute('href', '/coverage-details');
    // Maria has two unread concierge replies (the seed): the first next action.
    await expect(card(page, 'Your next step').getByRole('link', { name: 'Read your messages' })).toHaveAttribute('href', '/messages');
    const entries = card(page, 'What you can do').getByRole('link');
    await expect(entries).toHaveText(['Your ID card', 'Your claims', 'How your benefit works', 'Reimbursements', 'Your care team', 'Search for care', 'Message the concierge']);
    await expect(card(page, 'For you').getByText('Your health benefits, all in one place')).toBeVisible();
    await expect(card(page, 'For you').getByRole('heading', { name: 'Keep your doctors close' })).toBeVisible();
    await expectNoAxeViolations(page);
    await card(page, 'What you can do').getByRole('link', { name: 'Your claims' }).click();
    await expect(page).toHaveURL(/\/claims$/);
  });

  test('the spouse: no accumulator, the claims and concierge entries', async ({ page, signInPage }) => {
    await signInPage.signInToHome('spouse@example.com');
    await expect(greeting(page, 'Hi, Daniel')).toBeVisible();
    await expect(card(page, 'What you can do').getByRole('link')).toHaveText(['Your ID card', 'Your claims', 'How your benefit works', 'Message the concierge']);
    await expect(card(page, 'Your next step')).toBeVisible();
    await expect(card(page, 'Your benefit')).toHaveCount(0);
  });

  test('search-only: the search entry, without navigation', async ({ page, signInPage }) => {
    await sandbox.setFlags('200002', { globalNavUX: true });
    await signInPage.signInToHome('search.only@example.com');
    await expect(greeting(page, 'Hi, James')).toBeVisible();
    await expect(card(page, 'What you can do').getByRole('link')).toHaveText(['Search for care']);
    await expect(globalNavigation(page)).toHaveCount(0);
    await expect(tabBar(page)).toHaveCount(0);
    await expect(card(page, 'Your next step')).toHaveCount(0);
    await expect(card(page, 'Your benefit')).toHaveCount(0);
    await card(page, 'What you can do').getByRole('link', { name: 'Search for care' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('inactive: only the concierge entry (access: only /home and messages)', async ({ page, signInPage }) => {
    await signInPage.signInToHome('inactive@example.com');
    await expect(greeting(page, 'Hi, Priya')).toBeVisible();
    await expect(card(page, 'What you can do').getByRole('link')).toHaveText(['Message the concierge']);
    await expect(card(page, 'Your benefit')).toHaveCount(0);
  });

  test('a failing accumulator call shows its error state and the rest of /home', async ({ page, signInPage }) => {
    await page.route('**/member-accumulations?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await signInPage.signInToHome(MARIA);
    const benefit = card(page, 'Your benefit');
    await expect(benefit.getByRole('alert')).toContainText("We couldn't load your benefit");
    await expect(greeting(page, 'Hi, Maria')).toBeVisible();
    await expect(card(page, 'Your next step').getByRole('link', { name: 'Read your messages' })).toBeVisible();
    await expect(card(page, 'What you can do').getByRole('link')).toHaveCount(7);
    await expectNoAxeViolations(page);
    await page.unroute('**/member-accumulations?**');
    await benefit.getByRole('button', { name: 'Try again' }).click();
    await expect(benefit.getByRole('progressbar', { name: 'Benefit used' })).toBeVisible();
  });

  test('no card holds the greeting back: /home greets while the cards’ calls are still on their way', async ({ page, signInPage }) => {
    await signInPage.open();
    const held: (() => void)[] = [];
    await page.route(/\/(member-accumulations|claims|bank-account-links|reimbursement-method)\?/, (route) => new Promise<void>((resolve) => held.push(() => void route.continue().then(resolve))));
    await signInPage.signIn(MARIA);
    await expect(greeting(page, 'Hi, Maria')).toBeVisible();
    await expect(card(page, 'Your benefit')).toContainText('Loading…');
    for (const release of held) release();
    await expect(card(page, 'Your benefit').getByRole('progressbar')).toBeVisible();
  });

  test('axe finds nothing in Spanish and at a phone viewport', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset
    await page.setViewportSize(PHONE);
    await signInInSpanish(page, 'spanish@example.com');
    await expect(greeting(page, 'Hola, Lucía')).toBeVisible();
    await expect(card(page, 'Lo que puede hacer').getByRole('link', { name: 'Buscar atención' })).toBeVisible();
    await expect(card(page, 'Para usted').getByText('Sus beneficios de salud, todos en un solo lugar')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('axe finds nothing for hra.primary at a phone viewport', async ({ page, signInPage }) => {
    await page.setViewportSize(PHONE);
    await signInPage.signInToHome(MARIA);
    await expect(card(page, 'Your benefit').getByRole('progressbar')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
