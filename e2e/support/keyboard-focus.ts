import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses `key` (Tab by default, or Shift+Tab) until `target` has focus, at most `maxPresses` times, then
 * asserts it has: the way a keyboard user walks to a control, without knowing how many stops come first.
 */
export async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** react-aria's one live announcer, polite log (what `announce` from @member/ui says lands here). */
export const politeAnnouncer = (page: Page): Locator => page.locator('[data-live-announcer] [aria-live="polite"]');

/** Whether focus is inside `container` (a dialog that focuses itself or its first control). */
export const hasFocusWithin = (container: Locator): Promise<boolean> => container.evaluate((element) => element.contains(document.activeElement));
