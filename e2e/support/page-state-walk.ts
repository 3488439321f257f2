import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { members, PASSWORD } from './members';
import type { PageState } from './page-states';

/** A full page load of the assembled app on a shared 2-core machine. */
export const PAGE_LOAD = 45_000;

/** The app's language for every load of this page, as a choice kept on the device. */
export async function useLanguage(page: Page, locale: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key as string, value as string), [STORAGE_KEYS.locale, locale]);
}

/** Signs Maria in, in whichever language the page is in, and waits for /home. */
export async function signInAsMaria(page: Page): Promise<void> {
  await page.goto('/?state=sign-in');
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(members.hraPrimary.email);
  const password = page.getByLabel(/^(Password|Contraseña)$/);
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/home$/, { timeout: PAGE_LOAD });
}

/** Loads the state and waits until it is whole: its heading shown, then what `settle` waits for. */
export async function openPageState(page: Page, state: PageState): Promise<void> {
  await page.goto(state.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: PAGE_LOAD });
  await state.settle?.(page);
}
