import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';
import { PASSWORD } from '../support/members';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';

/** Seeded in status created (sandbox/src/seed/personas.ts): date of birth 1992-02-29, code 3310. */
const UNVERIFIED = 'unverified@example.com';

test.describe('verification (/verification, account status created)', () => {
  test('a created account is sent to /verification; wrong details fail, the right ones verify and go home', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(UNVERIFIED);
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    // Anything else the member opens comes back here until the account is verified.
    await page.goto('/claims');
    await expect(page).toHaveURL(/\/verification$/);

    const dateOfBirth = page.getByRole('textbox', { name: /date of birth/i });
    const code = page.getByRole('textbox', { name: /last 4 digits/i });
    await dateOfBirth.fill('01/01/1990');
    await code.fill('0000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText("We couldn't verify your account")).toBeVisible();
    await expect(dateOfBirth).toHaveValue('01/01/1990');

    await dateOfBirth.fill('02/29/1992');
    await code.fill('3310');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /Tom/ })).toBeVisible();
  });
});

test.describe('verification in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('speaks Spanish', async ({ page, signInPage }) => {
    // The member's own language applies at sign-in unless this device has a stored choice (this persona
    // prefers English): Spanish chosen on this device.
    await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'es-US'), [STORAGE_KEYS.locale]);
    await page.goto('/?state=sign-in');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(UNVERIFIED);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verifique su cuenta' })).toBeVisible();
    void signInPage; // requested for its sandbox reset; its helpers look for the English labels
  });
});
