import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members, PASSWORD, SMS_CODE } from '../support/members';
import { SignInPage } from '../support/sign-in-page';

/** Demo members without the tfaUX flag (sandbox/src/seed/personas.ts: their flags are empty). */
const SPOUSE = 'spouse@example.com';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openSecurity(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(heading(page, 'Security')).toBeVisible();
}

test.describe('account and security', () => {
  test('SMS two-step verification: turned on, asked for at the next sign-in, then turned off', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await openSecurity(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Two-step verification' }).click();
    await expect(heading(page, 'Two-step verification')).toBeVisible();
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Turn on two-step verification' }).click();

    await expect(heading(page, 'Your phone number')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /mobile phone number/i })).toHaveValue('(512) 555-0101');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(heading(page, 'Confirm your phone number')).toBeVisible();
    await expectNoAxeViolations(page);
    const code = page.getByRole('textbox', { name: /verification code/i });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/That verification code is not valid/)).toBeVisible();
    await code.fill(SMS_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(heading(page, 'Two-step verification is on')).toBeVisible();
    await expect(page).toHaveURL(/\/security\/mfa\/success$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    const smsCode = page.getByRole('textbox', { name: /code/i });
    await expect(smsCode).toBeVisible();
    await smsCode.fill(SMS_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await openSecurity(page);
    await page.getByRole('link', { name: 'Two-step verification' }).click();
    await expect(page.getByText('Two-step verification is on.')).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Turn off two-step verification?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, turn it off' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-step verification is off.' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await signInPage.signInToHome(members.hraPrimary.email);
  });

  test('the settings hub and the account page, in Spanish once chosen', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Account', exact: true }).click();

    await expect(heading(page, 'Account')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(members.hraPrimary.email);
    await expect(page.getByRole('textbox', { name: /mobile phone number/i })).toHaveValue('(512) 555-0101');
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Español' }).check();
    await expect(heading(page, 'Cuenta')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(heading(page, 'Cuenta')).toBeVisible();
    await page.getByRole('link', { name: 'Configuración' }).click();
    await expect(heading(page, 'Configuración')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seguridad', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the security page and the password page pass axe', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await openSecurity(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(heading(page, 'Change password')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/security/biometrics');
    await expect(page.getByText(/available in the mobile app/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('changing the password keeps this session and signs the member out of another browser at its next page', async ({ page, signInPage, browser }, testInfo) => {
    const newPassword = 'Quiet-Harbor-Lantern-42';
    const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherPage = await elsewhere.newPage();
    await new SignInPage(otherPage).signInToHome(members.hraPrimary.email);
    await signInPage.signInToHome(members.hraPrimary.email);

    await openSecurity(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password is saved.')).toBeVisible();

    // This browser changed it: it stays signed in, a full reload included.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();

    // The other browser's session ended: its next page sends it to sign-in, where the new password works.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/\?state=signed-out$/);
    const otherSignIn = new SignInPage(otherPage);
    await otherSignIn.open();
    await otherSignIn.signIn(members.hraPrimary.email, newPassword);
    await expect(otherPage).toHaveURL(/\/home$/);
    await elsewhere.close();
  });

  test('delete account: explained, confirmed explicitly, then sign-in no longer works', async ({ page, signInPage }) => {
    await signInPage.signInToHome(SPOUSE);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Delete account' }).click();
    await expect(heading(page, 'Delete account')).toBeVisible();
    const deleteButton = page.getByRole('button', { name: 'Delete my account' });
    await expect(deleteButton).toBeDisabled();
    await expectNoAxeViolations(page);

    // The box is drawn over the visually hidden input: a person clicks its label.
    await page.getByText('I understand that deleting my account is permanent.').click();
    await expect(page.getByRole('checkbox', { name: 'I understand that deleting my account is permanent.' })).toBeChecked();
    await deleteButton.click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);

    await signInPage.open();
    await signInPage.signIn(SPOUSE, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).not.toHaveURL(/\/home$/);
  });

  test('a member without tfaUX gets page-not-found on /security/mfa, and no MFA link on /security', async ({ page, signInPage }) => {
    await signInPage.signInToHome(SPOUSE);
    await page.goto('/security/mfa');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await page.goto('/security');
    await expect(heading(page, 'Security')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Two-step verification' })).toHaveCount(0);
  });
});
