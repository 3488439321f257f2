import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';

/** Maria's client (sandbox seed). */
const ACME_CLIENT_ID = 101;

const timeoutDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

/** Signs in on the first tab and opens /home in a second tab of the same browser (shared storage). */
async function twoSignedInTabs(page: Page, signIn: () => Promise<void>) {
  await signIn();
  const second = await page.context().newPage();
  await second.goto('/home');
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  return second;
}

test.describe('idle timeout across two tabs', () => {
  test('prompts in both tabs; "Stay signed in" in one closes both; "Sign out" signs out both', async ({ page, signInPage }) => {
    test.setTimeout(120_000);
    // 1.1 minutes: the prompt opens after 6 s of inactivity, 60 s before sign-out.
    await sandbox.setSessionLength(ACME_CLIENT_ID, 1.1);
    const tabB = await twoSignedInTabs(page, () => signInPage.signInToHome(members.hraPrimary.email));

    await expect(timeoutDialog(page)).toBeVisible({ timeout: 20_000 });
    await expect(timeoutDialog(tabB)).toBeVisible({ timeout: 5_000 });
    await expect(timeoutDialog(page).getByRole('timer', { name: 'Time left before you are signed out' })).toHaveText(/^00:[0-5]\d$|^01:00$/);
    await expect(timeoutDialog(page).getByRole('button', { name: 'Stay signed in' })).toBeFocused();

    const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(axe.violations).toEqual([]);

    await tabB.bringToFront();
    await timeoutDialog(tabB).getByRole('button', { name: 'Stay signed in' }).click();
    await expect(timeoutDialog(tabB)).toBeHidden();
    await expect(timeoutDialog(page)).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/home$/);

    // Inactive again: the prompt comes back in both tabs; signing out in one signs out both.
    await expect(timeoutDialog(page)).toBeVisible({ timeout: 20_000 });
    await expect(timeoutDialog(tabB)).toBeVisible({ timeout: 5_000 });
    await page.bringToFront();
    await timeoutDialog(page).getByRole('button', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/\?state=signed-out$/, { timeout: 15_000 });
    await expect(tabB).toHaveURL(/\/\?state=signed-out$/, { timeout: 15_000 });
    await expect(signInPage.emailField).toBeVisible();
    await expect(tabB.getByLabel('Email', { exact: true })).toBeVisible();

    await tabB.goto('/home');
    await expect(tabB).toHaveURL(/\/\?redirect=%2Fhome$|\/\?redirect=\/home$/);
  });

  test('signs out every tab when the time runs out', async ({ page, signInPage }) => {
    test.setTimeout(90_000);
    // 0.35 minutes = 21 s: the prompt opens after 1 s, the sign-out comes 20 s later.
    await sandbox.setSessionLength(ACME_CLIENT_ID, 0.35);
    const tabB = await twoSignedInTabs(page, () => signInPage.signInToHome(members.hraPrimary.email));

    await expect(timeoutDialog(page)).toBeVisible({ timeout: 10_000 });
    await expect(timeoutDialog(tabB)).toBeVisible({ timeout: 5_000 });

    await expect(page).toHaveURL(/\/\?state=signed-out$/, { timeout: 40_000 });
    await expect(tabB).toHaveURL(/\/\?state=signed-out$/, { timeout: 10_000 });
    await expect(signInPage.emailField).toBeVisible();
  });

  test('a sign-out on the /sign-out page of one tab signs out the other', async ({ page, signInPage }) => {
    const tabB = await twoSignedInTabs(page, () => signInPage.signInToHome(members.hraPrimary.email));
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await expect(tabB).toHaveURL(/\/\?state=signed-out$/, { timeout: 10_000 });
  });

  test('a base account (no user-set password) lands on /timeout when the time runs out', async ({ page }) => {
    test.setTimeout(90_000);
    await sandbox.reset();
    await sandbox.setSessionLength(ACME_CLIENT_ID, 0.3);
    // The enrollment platform's member (sandbox/src/seed/base-account-persona.ts): single sign-on only, no
    // password of their own, held on the completion screen. A member who chose a password at the first
    // sign-in is not a base account any more (docs/decisions/031).
    await page.goto('/?identity_provider=bnft');
    await page.getByRole('button', { name: /Continue as Alex Rivera/ }).click();
    await expect(page).toHaveURL(/\/complete-account$/);

    await expect(timeoutDialog(page)).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/timeout$/, { timeout: 40_000 });
    await expect(page.getByRole('heading', { level: 1, name: "You've been signed out" })).toBeVisible();
  });
});
