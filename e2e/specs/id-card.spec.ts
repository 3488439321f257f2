import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { useLargeText } from '../support/large-text';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const DANIEL = 'spouse@example.com';
const JAMES = 'search.only@example.com';
const PHONE = { width: 375, height: 812 };
const PHONE_SIDEWAYS = { width: 812, height: 375 };
const MARIAS_FAMILY = ['Maria Lopez', 'Daniel Lopez', 'Sofia Lopez', 'Mateo Lopez'];

const entryPoints = (page: Page, name = 'What you can do') => page.getByRole('region', { name });
const cardOf = (page: Page, name: string) => page.getByRole('article', { name });
/** The value a description-list term names, within a card or the desk view. */
const value = (within: Locator, term: string) => within.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');

const ENGLISH = { region: 'What you can do', entry: 'Your ID card', heading: 'Your ID card' };

/** From /home, through the "Your ID card" entry, as a member goes. */
async function openFromHome(page: Page, { region, entry, heading } = ENGLISH) {
  await entryPoints(page, region).getByRole('link', { name: entry }).click();
  await expect(page).toHaveURL(/\/id-card$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('the plan ID card (/id-card)', () => {
  test('Maria opens her family’s four cards from /home: each person’s front and back in text, phones to tap', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await openFromHome(page);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(MARIAS_FAMILY);

    const maria = cardOf(page, 'Maria Lopez');
    await expect(maria.getByText('Primary member')).toBeVisible();
    await expect(maria.getByRole('heading', { level: 3 })).toHaveText(['Front of the card', 'Back of the card']);
    await expect(maria.getByText('Acme HRA Gold')).toBeVisible();
    await expect(value(maria, 'Network')).toHaveText('Acme Health Network');
    await expect(value(maria, 'Member name')).toHaveText('Maria Lopez');
    await expect(value(maria, 'Member ID')).toHaveText('M200001');
    await expect(value(maria, 'Group number')).toHaveText('G1001');
    await expect(value(maria, 'Coverage')).toHaveText('Employee and family coverage');
    await expect(value(maria, 'Effective date')).toHaveText(`Jan 01, ${new Date().getFullYear()}`);
    await expect(value(maria, 'Rx BIN')).toHaveText('610014');
    await expect(value(maria, 'Rx PCN')).toHaveText('ACMERX');
    await expect(value(maria, 'Rx group')).toHaveText('RX1001');
    await expect(value(maria, 'Payer ID')).toHaveText('87726');
    await expect(maria.getByRole('link', { name: 'Call (800) 555-0150' })).toHaveAttribute('href', 'tel:+18005550150');
    await expect(maria.getByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(value(maria, 'Send claims to')).toHaveText('Acme Health Network ClaimsPO Box 30555Salt Lake City, UT 84130');

    await expect(value(cardOf(page, 'Sofia Lopez'), 'Member ID')).toHaveText('M200001-03');
    await expect(cardOf(page, 'Daniel Lopez').getByText('Spouse')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Show at the desk: the card over the whole screen in large type, with the brightness hint; Escape and Close return focus', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await openFromHome(page);
    const show = page.getByRole('button', { name: 'Show at the desk: Sofia Lopez' });
    await show.click();
    const desk = page.getByRole('dialog', { name: 'ID card: Sofia Lopez' });
    await expect(desk).toBeVisible();
    await expect(desk).toHaveAccessibleDescription('Turn your screen brightness up so the desk can read your card.');
    await expect(value(desk, 'Member ID')).toHaveText('M200001-03');
    await expect(desk.getByRole('link', { name: 'Call (800) 555-0150' })).toBeVisible();
    // The whole screen (the dialog's frame; the card scrolls inside it), and type larger than the page's.
    const viewport = page.viewportSize()!;
    // Polled: the dialog rises into place (the shared modal's animation), so its first frames sit a few pixels low.
    const frame = async () => {
      const box = (await desk.locator('xpath=..').boundingBox())!;
      return [box.x, box.y, Math.round(box.width), Math.round(box.height)];
    };
    await expect.poll(frame).toEqual([0, 0, viewport.width, viewport.height]);
    const deskSize = await value(desk, 'Member ID').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const pageSize = await value(cardOf(page, 'Sofia Lopez'), 'Member ID').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(deskSize).toBeGreaterThanOrEqual(pageSize * 1.5);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(desk).toHaveCount(0);
    await expect(show).toBeFocused();

    await page.getByRole('button', { name: 'Show at the desk: Maria Lopez' }).click();
    await page.getByRole('dialog', { name: 'ID card: Maria Lopez' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show at the desk: Maria Lopez' })).toBeFocused();
  });

  test('at 375 px with 200 % text the cards and the desk view read without scrolling sideways; turned sideways, front and back sit side by side', async ({ page, signInPage }) => {
    await page.setViewportSize(PHONE);
    await useLargeText(page);
    await signInPage.signInToHome(MARIA);
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(MARIAS_FAMILY);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show at the desk: Maria Lopez' }).click();
    const desk = page.getByRole('dialog', { name: 'ID card: Maria Lopez' });
    await expect(value(desk, 'Member ID')).toHaveText('M200001');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize(PHONE_SIDEWAYS);
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
    const front = (await desk.getByRole('heading', { name: 'Front of the card' }).boundingBox())!;
    const back = (await desk.getByRole('heading', { name: 'Back of the card' }).boundingBox())!;
    expect(back.x).toBeGreaterThan(front.x + 100);
    expect(Math.round(back.y)).toBe(Math.round(front.y));
  });

  test('in Spanish (usted), with axe, at 375 px', async ({ page, signInPage }) => {
    void signInPage; // resets the sandbox
    await page.setViewportSize(PHONE);
    await signInInSpanish(page, MARIA);
    await openFromHome(page, { region: 'Lo que puede hacer', entry: 'Su tarjeta de identificación', heading: 'Su tarjeta de identificación' });
    const maria = cardOf(page, 'Maria Lopez');
    await expect(maria.getByText('Miembro principal')).toBeVisible();
    await expect(maria.getByRole('heading', { level: 3 })).toHaveText(['Frente de la tarjeta', 'Reverso de la tarjeta']);
    await expect(value(maria, 'Número de miembro')).toHaveText('M200001');
    await expect(value(maria, 'Cobertura')).toHaveText(/familia/i);
    await expect(maria.getByRole('link', { name: 'Llamar al (800) 555-0150' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mostrar en la recepción: Maria Lopez' }).click();
    const desk = page.getByRole('dialog', { name: 'Tarjeta de identificación: Maria Lopez' });
    await expect(desk).toHaveAccessibleDescription('Suba el brillo de su pantalla para que en la recepción puedan leer su tarjeta.');
    await expectNoAxeViolations(page);
    await desk.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mostrar en la recepción: Maria Lopez' })).toBeFocused();
  });

  test('Daniel, the spouse, sees only his own card', async ({ page, signInPage }) => {
    await signInPage.signInToHome(DANIEL);
    await openFromHome(page);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Daniel Lopez']);
    const daniel = cardOf(page, 'Daniel Lopez');
    await expect(value(daniel, 'Member ID')).toHaveText('M200005');
    await expect(daniel.getByText('Spouse')).toBeVisible();
    await expect(page.getByText('Maria Lopez')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('James (search only) has no entry and no such page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(JAMES);
    await expect(entryPoints(page).getByRole('link')).toHaveText(['Search for care']);
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the site map lists the card for a member who has one', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await page.goto('/sitemap');
    await page.getByRole('navigation', { name: 'Your app' }).getByRole('link', { name: 'Your ID card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your ID card' })).toBeVisible();
  });
});
