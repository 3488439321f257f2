import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import { telemetry } from '../support/telemetry';
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

test.describe('the external benefit page (features §9 showExternalPortal)', () => {
  const MARIA_ACCOUNT = '200001';
  const pageViews = async () =>
    (await telemetry.payloads())
      .filter((payload) => payload.kind === 'analytics')
      .flatMap((payload) => (payload.body as { events: Array<{ type: string; name: string }> }).events)
      .filter((event) => event.type === 'page')
      .map((event) => event.name);

  test('on: /home offers the benefits portal, whose page links out to it and is viewed as "External Benefit"', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA_ACCOUNT, { showExternalPortal: true });
    await signInPage.signInToHome(MARIA);
    await page.getByRole('link', { name: 'Your benefits portal' }).click();
    await expect(page).toHaveURL(/\/benefit-access$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your benefits portal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your benefits portal' })).toHaveAttribute('href', 'https://benefits.example.com/');
    await expectNoAxeViolations(page);
    await expect.poll(pageViews).toContain('External Benefit');
  });

  test('off: /home has no portal entry and /benefit-access is the how-to page, never viewed as "External Benefit"', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await expect(page.getByRole('link', { name: 'Message the concierge' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your benefits portal' })).toHaveCount(0);
    await page.goto('/benefit-access');
    await expect(page.getByRole('heading', { level: 1, name: 'How to use your benefit' })).toBeVisible();
    await expect.poll(pageViews).toContain('/benefit-access');
    expect(await pageViews()).not.toContain('External Benefit');
  });
});
