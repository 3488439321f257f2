import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is once its overlays have settled: no violations. A react-aria overlay fades in
 * (`data-entering`, 0.2–0.3 s) and out (`data-exiting`); measured mid-fade, its text is half transparent and
 * axe reports a colour contrast the member never sees at rest (seen on the bank-link dialog at 375 px).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}
