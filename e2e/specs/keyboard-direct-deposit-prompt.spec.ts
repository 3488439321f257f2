import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { hasFocusWithin, pressUntilFocused } from '../support/keyboard-focus';
import { sandbox } from '../support/services';
import { signInInSpanish } from '../support/spanish-sign-in';

/**
 * The direct-deposit prompt (`?modal=setupDirectDepositPrompt`, a tapped check-mailed notification) with
 * the keyboard alone (WCAG 2.4.3): it opens with its page, so nothing had focus before it; closing it
 * (Escape, the close button, "Not now") puts focus on the page's heading, never on `<body>`. A dialog
 * opened from a button (the bank link) still returns to that button.
 */
const MARIA = { email: members.hraPrimary.email, accountId: '200001' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const PROMPT = 'Get paid back faster with direct deposit';
const prompt = (page: Page, name = PROMPT) => page.getByRole('dialog', { name });
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

test.describe('the direct-deposit prompt, keyboard only', () => {
  test('Escape and the close button over /home put focus on the page heading; "Not now" with a redirect lands on that page\'s heading', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    const home = page.getByRole('heading', { level: 1, name: 'Hi, Maria' });

    // Escape.
    await page.goto('/home?modal=setupDirectDepositPrompt');
    await expect(prompt(page)).toBeVisible();
    await expect.poll(() => hasFocusWithin(prompt(page))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
    await expect(home).toBeFocused();
    expect(await focusedTag(page)).toBe('H1');

    // The close button, reached with Tab and pressed with Enter; the next Tab starts in the page, not at the top.
    await page.goto('/home?modal=setupDirectDepositPrompt');
    const close = prompt(page).getByRole('button', { name: 'Close' });
    await pressUntilFocused(page, close, 'Tab', 6);
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toHaveCount(0);
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // "Not now" (Space) with a redirect to another page: that page's heading, as on any route change.
    await page.goto('/home?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims');
    await pressUntilFocused(page, prompt(page).getByRole('button', { name: 'Not now' }), 'Tab', 6);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeFocused();
  });

  test('the bank-link dialog, opened from its button, still returns focus to it', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/reimbursements');
    await expect(page.getByRole('heading', { level: 1, name: 'Reimbursements' })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Set up direct deposit' });
    await pressUntilFocused(page, opener);
    await page.keyboard.press('Enter');
    const link = page.getByRole('dialog', { name: 'Link your bank' });
    await expect(link).toBeVisible();
    await expect.poll(() => hasFocusWithin(link)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(link).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('in Spanish: Escape over /claims puts focus on the Claims heading', async ({ page }) => {
    await sandbox.reset();
    await sandbox.setFlags(LUCIA.accountId, { bankAccountLinkingUX: true });
    await signInInSpanish(page, LUCIA.email);
    await page.goto('/claims?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims');
    const spanishPrompt = prompt(page, 'Reciba sus reembolsos más rápido con depósito directo');
    await expect(spanishPrompt).toBeVisible();
    await expect.poll(() => hasFocusWithin(spanishPrompt)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(spanishPrompt).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Reclamos' })).toBeFocused();
  });
});
