import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const KEVIN = 'tiered@example.com';
const LUCIA = 'spanish@example.com';
const PHONE = { width: 375, height: 812 };

test.describe('incentive pages (/benefit, /benefit-access, /benefit/info/{context})', () => {
  test('the benefit explained from content, how to access it and an info page, by their links', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/benefit');
    await expect(page.getByRole('heading', { level: 1, name: 'Your health benefit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'How to use your benefit' }).click();
    await expect(page).toHaveURL(/\/benefit-access$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to use your benefit' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await page.getByRole('link', { name: 'Paying with your benefit card' }).click();
    await expect(page).toHaveURL(/\/benefit\/info\/card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paying with your benefit card' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the tiered member gets the tiered variant of the same page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(KEVIN);
    await page.goto('/benefit');
    await expect(page.getByRole('heading', { level: 1, name: 'Your tiered deductible benefit' })).toBeVisible();
  });

  test('an unknown context is the 404 page, and so are these pages without the incentive feature or on the public /info route', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/benefit/info/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/info/benefit');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a search-only member has no incentive pages', async ({ page, signInPage }) => {
    await signInPage.signInToHome('search.only@example.com');
    await page.goto('/benefit');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('incentive pages at a phone viewport', () => {
  test.use({ viewport: PHONE });
  test('English at 375 px passes axe', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/benefit/info/covered-expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'What your benefit covers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Spanish (usted) at 375 px passes axe on every incentive page', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox
    await signInInSpanish(page, LUCIA);
    await page.goto('/benefit');
    await expect(page.getByRole('heading', { level: 1, name: 'Su beneficio de salud' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Cómo usar su beneficio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cómo usar su beneficio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/benefit/info/card');
    await expect(page.getByRole('heading', { level: 1, name: 'Cómo pagar con su tarjeta de beneficios' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/benefit/info/nada');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  });
});
