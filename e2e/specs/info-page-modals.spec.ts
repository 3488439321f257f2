import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

/** `?modal={context}` (features §2, "info-page modals are driven by content"): any content info page over any page. */
test.describe('info-page modals', () => {
  test('a visitor reads the terms over the sign-in screen; closing stays there', async ({ page }) => {
    await page.goto('/?modal=terms-of-service');
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: 'Not medical advice' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=/);
  });

  test('Maria reads her FAQ (the HRA variant) over her claims and continues to a same-origin redirectUrl, never off-site', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/claims?modal=faq&redirectUrl=%2Fhome');
    const dialog = page.getByRole('dialog', { name: 'Frequently asked questions' });
    await expect(dialog.getByRole('heading', { level: 2, name: 'What is my health reimbursement arrangement (HRA)?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(`/claims?modal=faq&redirectUrl=${encodeURIComponent('https://evil.example/')}`);
    await page.getByRole('dialog', { name: 'Frequently asked questions' }).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/claims$/);

    // A context content does not have opens nothing; the page under it stays.
    await page.goto('/claims?modal=no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
