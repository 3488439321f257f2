import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';

const NEW_EMAIL = 'maria.lopez.new@example.com';
const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name });

test.describe('email change on /account (confirmed by a code)', () => {
  test('a new email is used only after the code sent to it is confirmed', async ({ page, signInPage }) => {
    const member = members.hraPrimary.email;
    await signInPage.signInToHome(member);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(heading(page, 'Account')).toBeVisible();

    const email = page.getByRole('textbox', { name: /^email/i });
    await email.fill(NEW_EMAIL);
    await page.getByRole('button', { name: 'Save changes' }).click();

    // The old email stays in use and shown; the page asks for the code sent to the new address.
    await expect(heading(page, 'Confirm your new email', 2)).toBeVisible();
    await expect(page.getByText(`We sent a code to the new address, ${NEW_EMAIL}.`, { exact: false })).toBeVisible();
    await expect(page.getByText(`Until then we keep using ${member}.`)).toBeVisible();
    await expect(email).toHaveValue(member);

    const code = page.getByRole('textbox', { name: 'Code from the email' });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByText('That code is not valid. Check it and try again, or ask for a new code.')).toBeVisible();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('We sent a new code.')).toBeVisible();
    await expectNoAxeViolations(page);
    await code.fill(await sandbox.lastCode(member, 'verify_email'));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByText('Your email is changed.')).toBeVisible();
    await expect(email).toHaveValue(NEW_EMAIL);
    await expect(heading(page, 'Confirm your new email', 2)).toHaveCount(0);

    // The confirmed email now signs the member in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await signInPage.open();
    await signInPage.signIn(NEW_EMAIL);
    await expect(page).toHaveURL(/\/home$/);
  });
});
