import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

/**
 * Dialogs keep an edge in forced colours (Windows High Contrast; WCAG 1.4.11): there the shadow is dropped
 * and the backdrop takes the page's colour, so the dialog's box must have a border the system colours paint.
 * The box is the shared modal's frame, the dialog's parent element.
 */
async function frameBorder(dialog: Locator) {
  return dialog.evaluate((element) => {
    const style = getComputedStyle(element.parentElement ?? element);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, color: style.borderTopColor, sides: [style.borderRightStyle, style.borderBottomStyle, style.borderLeftStyle] };
  });
}

async function expectVisibleEdge(dialog: Locator) {
  const border = await frameBorder(dialog);
  test.info().annotations.push({ type: 'border', description: JSON.stringify(border) });
  expect(border.width).toBeGreaterThan(0);
  expect(border.style).not.toBe('none');
  expect(border.sides).not.toContain('none');
  expect(border.color, 'painted, not transparent').not.toMatch(/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/);
}

test.describe('dialogs in forced colours', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the direct-deposit prompt has a border', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto(`/claims?modal=setupDirectDepositPrompt&redirectUrl=${encodeURIComponent('/claims')}`);
    const prompt = page.getByRole('dialog', { name: 'Get paid back faster with direct deposit' });
    await expect(prompt).toBeVisible();
    await expectVisibleEdge(prompt);
  });

  test('the bank-link dialog has a border', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/reimbursements');
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link your bank' });
    await expect(dialog).toBeVisible();
    await expectVisibleEdge(dialog);
  });
});
