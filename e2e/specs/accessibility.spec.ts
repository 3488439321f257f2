import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

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
