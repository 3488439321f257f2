import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A react-aria Button that turns pending while focused announces itself through react-aria's live
 * announcer: a hidden `role="img"` entry labelled by the button, removed after 7 seconds. When the
 * screen changes within those seconds (a sign-in that succeeds), the entry points at a label that is gone,
 * and axe reports role-img-alt on it. Screen readers spoke it already; wait for it to leave before
 * checking a page at rest. The announcer is react-aria's own element, so it is found by its attribute.
 */
export async function waitForLiveAnnouncerToSettle(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
}

/** axe on the page at rest (after react-aria's announcements have left): no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForLiveAnnouncerToSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}
