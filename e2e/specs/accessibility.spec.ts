import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { openPageState, signInAsMaria, useLanguage } from '../support/page-state-walk';
import { MEMBER_PAGE_STATES, PUBLIC_PAGE_STATES } from '../support/page-states';

test.describe('accessibility', () => {
  test('axe finds no violations on the sign-in page', async ({ page, signInPage }) => {
    await signInPage.open();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('axe finds no violations on /home', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    // Right away: the pending sign-in button's announcement left with the sign-in screen (route change).
    await expectNoAxeViolations(page);
  });
});

/** Every page state of the shared list (e2e/support/page-states.ts) on a phone, in both languages. */
for (const locale of ['en-US', 'es-US'] as const) {
  test.describe(`axe on every page state at 375 × 812 (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('signed out', async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      test.setTimeout(PUBLIC_PAGE_STATES.length * 20_000);
      await useLanguage(page, locale);
      for (const state of PUBLIC_PAGE_STATES) {
        await openPageState(page, state);
        await test.step(state.name ?? state.path, () => expectNoAxeViolations(page));
      }
    });

    test('signed in', async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      test.setTimeout(60_000 + MEMBER_PAGE_STATES.length * 20_000);
      await useLanguage(page, locale);
      await signInAsMaria(page);
      for (const state of MEMBER_PAGE_STATES) {
        await openPageState(page, state);
        await test.step(state.name ?? state.path, () => expectNoAxeViolations(page));
      }
    });
  });
}
