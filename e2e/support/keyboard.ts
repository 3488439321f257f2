import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab, as a keyboard user walks the page, until `target` has focus: at most `maxPresses` times,
 * then the journey fails on where focus is. For journeys that must not click or call `focus()`.
 */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What react-aria's one live announcer is saying politely (entries stay 7 s after they are written). */
export const politeAnnouncements = (page: Page): Locator => page.locator('[data-live-announcer] [aria-live="polite"]');
