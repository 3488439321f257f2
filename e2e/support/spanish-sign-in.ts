import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './members';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';

/** Signs a member in with the app in Spanish (the sign-in page helpers look for the English labels). */
export async function signInInSpanish(page: Page, email: string): Promise<void> {
  await page.addInitScript(([key]) => window.localStorage.setItem(key as string, 'es-US'), [STORAGE_KEYS.locale]);
  await page.goto('/?state=sign-in');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}
