import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is once it has settled: no violations. A react-aria overlay fades in
 * (`data-entering`, 0.2–0.3 s) and out (`data-exiting`), and a button's colours move over 0.2 s between
 * its states; measured mid-way, axe reports a colour contrast the member never sees at rest (seen on the
 * bank-link dialog at 375 px, and once in CI on a secondary button just pressed: #286cc1 on #e1ebf6, a
 * mix of its rest and hover colours). So: no overlay fading and no CSS transition running. Endless
 * animations (a spinner) are not transitions and do not hold this up.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}
