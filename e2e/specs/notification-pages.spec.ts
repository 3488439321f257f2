import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const LUCIA = 'spanish@example.com';
const PHONE = { width: 375, height: 812 };

test.describe('notification pages (/notifications/{ruleId})', () => {
  test('a notification rule says what it is about and leads there', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/notifications/claim-needs-information-200001');
    await expect(page.getByRole('heading', { level: 1, name: 'A claim needs more information' })).toBeVisible();
    await expect(page.getByText('We need one more document before we can finish reviewing a claim you submitted.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to your claims' }).click();
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  });

  test('a rule whose link is a custom-scheme deep link leads to that page of the app', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/notifications/benefit-renewal-200001');
    await page.getByRole('link', { name: 'See your coverage details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coverage details' })).toBeVisible();
  });

  test('population-health links: a valid one leads on; an expired and a completed one show their prompts (access §2.7)', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/notifications/annual-checkup-200001');
    await expect(page.getByRole('heading', { level: 1, name: 'Time for your annual checkup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a provider' })).toHaveAttribute('href', '/search');

    await page.goto('/notifications/flu-shot-200001');
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByText('Flu shots are covered')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/notifications/health-check-in-200001');
    await expect(page.getByRole('heading', { level: 1, name: "You've already done this" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an unknown rule, another member's rule and a malformed id are the 404 page", async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    for (const path of ['/notifications/no-such-rule', '/notifications/find-care-200006', '/notifications/Not_A_Rule']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    }
  });
});

test.describe('notification pages at a phone viewport', () => {
  test.use({ viewport: PHONE });
  test('English at 375 px passes axe', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/notifications/direct-deposit-200001');
    await expect(page.getByRole('heading', { level: 1, name: 'Get paid back faster' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Spanish (usted) at 375 px passes axe, and the 404 page too', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox
    await signInInSpanish(page, LUCIA);
    await page.goto('/notifications/benefit-renewal-200010');
    await expect(page.getByRole('heading', { level: 1, name: 'Su beneficio se renueva pronto' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conozca su beneficio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/notifications/claim-needs-information-200001');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
