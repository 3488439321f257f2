import { test as base } from '@playwright/test';
import { SignInPage } from './sign-in-page';
import { sandbox } from './services';
import { watchForPersonalData } from './personal-data-guard';
import { watchForCspViolations, type CspGuard } from './csp-guard';

/**
 * Every journey starts from the seed, with a sign-in page object at hand. Every test, whatever it
 * uses, is watched for personal data in URLs, logs, analytics and metrics (`personalDataGuard`), and fails
 * on any content security policy violation (`cspGuard`; a test that provokes one on purpose asks for the
 * fixture and calls `cspGuard.allow(pattern)`).
 */
export const test = base.extend<{ signInPage: SignInPage; personalDataGuard: void; cspGuard: CspGuard }>({
  cspGuard: [
    async ({ context }, use) => {
      const guard = watchForCspViolations(context);
      await guard.ready;
      await use({ allow: (pattern) => guard.allow(pattern) });
      guard.assertNone();
    },
    { auto: true },
  ],
  signInPage: async ({ page }, use) => {
    await sandbox.reset();
    await use(new SignInPage(page));
  },
  personalDataGuard: [
    async ({ context }, use) => {
      const assertNoPersonalData = watchForPersonalData(context);
      await use();
      // Let each open page hand over its queued analytics and log lines (the app flushes on pagehide).
      for (const page of context.pages()) {
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide'))).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await assertNoPersonalData();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
