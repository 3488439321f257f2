import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { formatWaves, measureRequestWaves } from '../support/request-waves';

/**
 * Issue 9 §1: a signed-in member's cold load of /home waits for at most 7 round trips in a row before the
 * page shows their greeting. Measured by releasing the network in waves (support/request-waves.ts): the
 * count does not depend on how fast this machine or its network is, and it grows when a request starts
 * only after another one answered.
 */
const HOME_CHAIN_LIMIT = 7;

test.describe('critical request chain', () => {
  test.describe.configure({ timeout: 180_000 });

  test(`a signed-in member's cold /home is at most ${HOME_CHAIN_LIMIT} round trips deep`, async ({ browser, page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    // Generous: this machine's CPU is shared; the measure below does not depend on time.
    await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
    const storageState = await page.context().storageState();

    // A fresh context: the stored session only, nothing in memory or the HTTP cache.
    const cold = await browser.newContext({ storageState });
    try {
      const coldPage = await cold.newPage();
      const greeting = coldPage.getByRole('heading', { level: 1, name: new RegExp(members.hraPrimary.firstName) });
      const measured = await measureRequestWaves(cold, coldPage, {
        start: () => coldPage.goto('/home', { timeout: 170_000 }),
        isDone: () => greeting.isVisible(),
      });
      const report = `/home critical request chain: ${measured.depth} waves\n${formatWaves(measured)}`;
      await test.info().attach('request-waves.txt', { body: report, contentType: 'text/plain' });
      console.log(report);

      expect(coldPage.url()).toMatch(/\/home$/);
      expect(measured.depth).toBeLessThanOrEqual(HOME_CHAIN_LIMIT);
    } finally {
      await cold.close();
    }
  });
});
