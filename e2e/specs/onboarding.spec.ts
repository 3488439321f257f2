import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = { email: members.hraPrimary.email, accountId: '200001' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const PHONE = { width: 375, height: 812 };
const onboarding = (page: Page, name: string | RegExp = 'What is new') => page.getByRole('dialog', { name });

/** /home is up with its cards, every call and chunk settled, and no onboarding modal came. */
async function expectNoOnboarding(page: Page) {
  await expect(page.getByRole('region', { name: 'What you can do' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(onboarding(page)).toHaveCount(0);
}

/** Every slide's heading, pressing Next until the last one. */
async function slideHeadings(page: Page, next = 'Next', flowTitle: string | RegExp = /What is new|Novedades/): Promise<string[]> {
  const dialog = onboarding(page, flowTitle);
  const headings: string[] = [];
  for (;;) {
    headings.push((await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '');
    const button = dialog.getByRole('button', { name: next, exact: true });
    if ((await button.count()) === 0) break;
    await button.click();
  }
  return headings;
}

test.describe('the onboarding modal', () => {
  // A member left "not viewed" would meet the modal in whatever runs next against this sandbox (the
  // budget suite, Lighthouse, a spec without the sign-in fixture's reset).
  test.afterEach(async () => {
    await sandbox.reset();
  });

  test('hra.primary on a fresh UI storage: the slides with the manual accumulator; closed, not shown again after a reload', async ({ page, signInPage }) => {
    await sandbox.resetOnboarding(MARIA.accountId);
    await signInPage.signInToHome(MARIA.email);
    await expect(onboarding(page)).toBeVisible();
    await expect(onboarding(page).getByRole('group', { name: '1 of 4' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await slideHeadings(page)).toEqual(['Exciting updates', 'Track your benefit', 'Meet your care team', 'Your new home screen']);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(onboarding(page).getByRole('group', { name: '2 of 4' })).toContainText('Submit a claim and see how much of your benefit you have used');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await onboarding(page).getByRole('button', { name: 'Get started' }).click();
    await expect(onboarding(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeVisible();
    await expectNoOnboarding(page);
  });

  test('onboardingSlideConfiguration V2 shows its own flow: its title and copy, the same §4 sequence', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA.accountId, { onboardingSlideConfiguration: 'V2' });
    await sandbox.resetOnboarding(MARIA.accountId);
    await signInPage.signInToHome(MARIA.email);
    const dialog = onboarding(page, 'Your app, reorganized');
    await expect(dialog).toBeVisible();
    await expect(onboarding(page)).toHaveCount(0);
    expect(await slideHeadings(page, 'Next', 'Your app, reorganized')).toEqual(['A new way around', 'Your benefit at a glance', 'Your doctors, one tab away', 'Start at home']);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('tiered: no accumulator slide; Escape closes it and keyboard focus stays inside while open', async ({ page, signInPage }) => {
    await sandbox.setFlags(KEVIN.accountId, { globalNavUX: true });
    await sandbox.resetOnboarding(KEVIN.accountId);
    await signInPage.signInToHome(KEVIN.email);
    await expect(onboarding(page)).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await onboarding(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    expect(await slideHeadings(page)).toEqual(['Exciting updates', 'Meet your care team', 'Your new home screen']);
    await page.keyboard.press('Escape');
    await expect(onboarding(page)).toHaveCount(0);
    await page.reload();
    await expectNoOnboarding(page);
  });

  test('the top-provider slide only with showConsolidatedTopProviderBadge', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA.accountId, { showConsolidatedTopProviderBadge: true });
    await sandbox.resetOnboarding(MARIA.accountId);
    await signInPage.signInToHome(MARIA.email);
    await expect(onboarding(page)).toBeVisible();
    expect((await slideHeadings(page)).at(-1)).toBe('Look for the top provider badge');
  });

  test('an empty UI storage (every seeded member) counts as viewed, and a modal query parameter holds it back', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await expectNoOnboarding(page);

    await sandbox.resetOnboarding(MARIA.accountId);
    await page.goto('/home?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(onboarding(page)).toHaveCount(0);
    // The same storage without the parameter: the modal shows (so the check above can fail).
    await page.goto('/home');
    await expect(onboarding(page)).toBeVisible();
  });

  test('axe finds nothing with the modal open, in Spanish at a phone viewport', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset
    await sandbox.setFlags(LUCIA.accountId, { globalNavUX: true, showHraAccumulator: true });
    await sandbox.resetOnboarding(LUCIA.accountId);
    await page.setViewportSize(PHONE);
    await signInInSpanish(page, LUCIA.email);
    const dialog = onboarding(page, 'Novedades');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Novedades emocionantes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Consulte su beneficio' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('axe finds nothing with the modal open at a phone viewport in English', async ({ page, signInPage }) => {
    await sandbox.resetOnboarding(MARIA.accountId);
    await page.setViewportSize(PHONE);
    await signInPage.signInToHome(MARIA.email);
    await expect(onboarding(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
