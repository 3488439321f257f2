import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/** Access §2.1 "error state ... carried in query parameters named ... error" (decision 036). */
test.describe('the error query parameter', () => {
  test('names the error page it shows; the address loses it, so the refresh recovers', async ({ page }) => {
    await page.goto('/?state=sign-in&error=generic');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('shows the country-restriction page, and ignores a name it does not know', async ({ page }) => {
    await page.goto('/?state=sign-in&error=countryRestriction');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/?state=sign-in&error=%3Cb%3Ehello%3C%2Fb%3E');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('hello')).toHaveCount(0);
  });
});
