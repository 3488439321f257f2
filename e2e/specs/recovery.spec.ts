import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';

const NEW_PASSWORD = 'Recovered-Pass-2026!';

/** The last forgot-password code the sandbox identity service sent (test control). */
const lastResetCode = (email: string) => sandbox.lastCode(email, 'forgot_password');

async function requestResetCode(page: Page, email: string) {
  await page.goto('/recover-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
}

async function fillNewPassword(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test.describe('account recovery', () => {
  // Every journey starts from the seed (some do not use the signInPage fixture, which also resets).
  test.beforeEach(async () => {
    await sandbox.reset();
  });

  test('a member resets a forgotten password and signs in with the new one', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    // The screen and its strings load on demand: check the page once it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email', { exact: true }).fill(members.hraPrimary.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page);

    await fillNewPassword(page, await lastResetCode(members.hraPrimary.email));
    await expect(page.getByRole('status').filter({ hasText: 'Your password was reset' })).toBeVisible();
    await expect(signInPage.emailField).toHaveValue(members.hraPrimary.email);

    await signInPage.signIn(members.hraPrimary.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong code says so and keeps what was typed', async ({ page }) => {
    await requestResetCode(page, members.hraPrimary.email);
    await fillNewPassword(page, '000000');
    await expect(page.getByText("That code isn't right. Check it and try again, or send a new code.")).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveValue('000000');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('a code entered wrong too many times is spent: the member is told, sends a new code and resets', async ({ page, signInPage }) => {
    await requestResetCode(page, members.hraPrimary.email);
    const spent = page.getByText('This code can no longer be used because it was entered wrong too many times. Send a new code and use that one.');
    // The identity service spends a code at its 5th wrong answer (Cognito: five CodeMismatchException).
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillNewPassword(page, `00000${attempt}`);
      await expect(page.getByText("That code isn't right. Check it and try again, or send a new code.")).toBeVisible();
    }
    // Even the right code is refused now; what was typed stays.
    await fillNewPassword(page, await lastResetCode(members.hraPrimary.email));
    await expect(spent).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expect(page.getByLabel('Confirm new password')).toHaveValue(NEW_PASSWORD);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent you a new code.' })).toBeVisible();
    await fillNewPassword(page, await lastResetCode(members.hraPrimary.email));
    await expect(page.getByRole('status').filter({ hasText: 'Your password was reset' })).toBeVisible();
    await signInPage.signIn(members.hraPrimary.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a member finds the email of their account, shown masked', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.getByRole('link', { name: 'Forgot your email?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your sign-in email' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email', { exact: true }).fill(members.hraPrimary.email);
    await page.getByRole('button', { name: 'Check email' }).click();
    await expect(page.getByText('You sign in with h•••@example.com.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign in with this email' }).click();
    await expect(signInPage.emailField).toHaveValue(members.hraPrimary.email);
  });

  test('an email with no account is told so', async ({ page }) => {
    await page.goto('/recover-email');
    await page.getByLabel('Email', { exact: true }).fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Check email' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No account found' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody.here@example.com');
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-US' });

    test('the recover-password screen reads in Spanish', async ({ page }) => {
      await page.goto('/recover-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Restablezca su contraseña' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
