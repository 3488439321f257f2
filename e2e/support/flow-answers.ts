import { expect, type Page } from '@playwright/test';
import { TINY_PNG } from '../../sandbox/src/testing/attachment-samples';

/** Today as a member types a date (MM/DD/YYYY in both languages), in the browser's own calendar. */
function todayTyped(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`;
  });
}

/** Picks a small image in the page's file picker and waits until its upload is over. */
export async function attachReceipt(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.locator('input[type="file"]').first().setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(main).toContainText('receipt.png');
  await page.waitForLoadState('networkidle');
}

const continueButton = (page: Page) => page.locator('main form button[type="submit"]').last();

/**
 * Continues with nothing answered: `error` when the step says what is missing, `moved` when the step
 * needs no answer (an optional note) and went on; `skipped` (not pressed) on a step with a file picker,
 * which may submit without files.
 */
export async function continueUnanswered(page: Page): Promise<'error' | 'moved' | 'skipped'> {
  const main = page.getByRole('main');
  if ((await main.locator('input[type="file"]').count()) > 0) return 'skipped';
  const url = page.url();
  const error = main.locator('[aria-invalid="true"], [role="alert"]');
  await continueButton(page).click();
  await expect.poll(async () => page.url() !== url || (await error.count()) > 0).toBe(true);
  if (page.url() !== url) {
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    return 'moved';
  }
  return 'error';
}

/**
 * Answers the step on screen as a member would, whatever the language: the first choice, a provider's
 * name, today's date (numeric field), an amount (decimal field), a note, a receipt; then Continue, and
 * waits for the next step's address.
 */
export async function answerFlowStep(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const choice = main.getByRole('radio').first();
  if ((await choice.count()) > 0) await choice.check();
  for (const field of await main.locator('input:not([type]), input[type="text"], textarea').all()) {
    if (await field.inputValue()) continue;
    const mode = await field.getAttribute('inputmode');
    await field.fill(mode === 'numeric' ? await todayTyped(page) : mode === 'decimal' ? '85.50' : 'Bright Smile Dental');
  }
  if ((await main.locator('input[type="file"]').count()) > 0) await attachReceipt(page);
  const url = page.url();
  await continueButton(page).click();
  await page.waitForURL((next) => next.href !== url);
}
