import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';

const MARIA = { email: members.hraPrimary.email, accountId: '200001' };

/** Pages no route links to unless a screen does: each is reached from where a member would look (features §2). */
test.describe('reaching /benefit, /recommendations/{id} and /providers', () => {
  test('home leads to how the benefit works', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.getByRole('region', { name: 'What you can do' }).getByRole('link', { name: 'How your benefit works' }).click();
    await expect(page).toHaveURL(/\/benefit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your health benefit' })).toBeVisible();
  });

  test('search leads to what the concierge recommended, and with myProvidersUX to my providers', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA.accountId, { myProvidersUX: true });
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/search');
    const recommended = page.getByRole('region', { name: 'Recommended by your concierge' });
    await expect(recommended).toBeVisible();
    await expectNoAxeViolations(page);
    await recommended.getByRole('link', { name: 'Dermatology: 3 recommended providers, Oct 02, 2026' }).click();
    await expect(page).toHaveURL(/\/recommendations\/rec-200001-1$/);
    await expect(page.getByRole('list', { name: 'Recommended providers' }).getByRole('listitem')).toHaveCount(3);

    await page.goto('/search');
    await page.getByRole('link', { name: 'See and edit my providers' }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My providers' })).toBeVisible();
  });
});
