import { test, expect } from '../support/fixtures';
import { members, SMS_CODE } from '../support/members';

test.describe('sign-in', () => {
  test('hra.primary signs in and /home greets her by name', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    await expect(page.getByText('Acme Manufacturing')).toBeVisible();
  });

  test('a wrong password shows the incorrect-credentials banner and keeps the email', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email, 'not-the-password');
    const banner = page.getByRole('alert').filter({ hasText: /incorrect/i });
    await expect(banner).toBeVisible();
    await expect(signInPage.emailField).toHaveValue(members.hraPrimary.email);
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
  });

  test('mfa@ is asked for the SMS code, then lands on /home', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.mfa.email);
    const code = page.getByRole('textbox', { name: /code/i });
    await expect(code).toBeVisible();
    await code.fill(SMS_CODE);
    await page.getByRole('button', { name: /verify|continue|submit/i }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.mfa.firstName}` })).toBeVisible();
  });

  test('an unauthenticated visit to /claims goes to sign-in, then back to /claims', async ({ page, signInPage }) => {
    await page.goto('/claims?view=recent');
    await expect(page).toHaveURL(/\/\?redirect=/);
    // A first-time web visitor sees the welcome carousel first (access §2.1); Continue keeps the redirect.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/\?redirect=.*&state=sign-in$/);
    await expect(signInPage.emailField).toBeVisible();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page).toHaveURL(/\/claims\?view=recent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  });

  test('sign-out returns to the sign-in screen and private paths are closed again', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect(signInPage.emailField).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/\?redirect=/);
  });
});
