import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

/** Seeded with a temporary password: the first sign-in answers the new-password challenge. */
const TEMPORARY_PASSWORD_MEMBER = 'new.password@example.com';
const STRENGTH_CHUNK = /password-strength/;

test.describe('password rules (access §5)', () => {
  test('the strength helper and rule indicators guide a member choosing a new password', async ({ page, signInPage }) => {
    const strengthRequests: string[] = [];
    page.on('request', (request) => {
      if (STRENGTH_CHUNK.test(request.url())) strengthRequests.push(request.url());
    });

    await signInPage.open();
    expect(strengthRequests, 'the sign-in screen has no new-password field: no zxcvbn dictionaries').toEqual([]);

    await signInPage.signIn(TEMPORARY_PASSWORD_MEMBER);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect.poll(() => strengthRequests.length).toBeGreaterThan(0);

    const newPassword = page.getByLabel('New password', { exact: true });
    const strength = page.getByRole('status').filter({ hasText: /password/i });
    const rule = (name: string) => page.getByRole('listitem').filter({ hasText: name });

    await expect(rule('At least 1 number')).toContainText('Not checked yet');
    await newPassword.fill('Abc1');
    await expect(page.getByText('Too short: use at least 8 characters.')).toBeVisible();
    await expect(rule('At least 1 number')).toContainText('Met');
    await expect(rule('At least 1 special character')).toContainText('Not met');

    await newPassword.fill('Password1!');
    await expect(strength).toHaveText('Password strength: weak. Try a longer phrase or less common words.');
    await page.getByLabel('Confirm new password').fill('Password1!');
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await expect(page.getByText('This password is too easy to guess. Try a longer phrase or less common words.')).toBeVisible();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await newPassword.fill('Quiet-Harbor-2027!');
    await expect(strength).toHaveText('Password strength: strong.');
    await page.getByLabel('Confirm new password').fill('Quiet-Harbor-2027!');
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
