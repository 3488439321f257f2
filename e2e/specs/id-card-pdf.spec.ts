import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '@member/shared-contracts/testing';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { SimulatedNativeHost } from '../support/simulated-native-host';
import { signInInSpanish } from '../support/spanish-sign-in';

const MARIA = members.hraPrimary.email;
const MARIA_MEMBER_ID = 'M200001';

/** The scripts the page received that hold jsPDF (its name is in its code), by URL. */
function recordPdfLibraryScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('jsPDF')) urls.push(response.url());
  });
  return urls;
}

async function openIdCards(page: Page, save = 'Save as PDF') {
  await page.goto('/id-card');
  await expect(page.getByRole('button', { name: save })).toBeVisible();
}

test.describe('the ID cards as a PDF (/id-card)', () => {
  test('Maria saves her family’s cards as a PDF whose text holds her member ID; jsPDF arrives only on the press', async ({ page, signInPage }) => {
    const pdfLibrary = recordPdfLibraryScripts(page);
    await signInPage.signInToHome(MARIA);
    await openIdCards(page);
    await page.waitForLoadState('networkidle');
    expect(pdfLibrary).toEqual([]);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('id-cards.pdf');
    const text = pdfText(await readFile(await file.path()));
    expect(text).toContain(`Member ID: ${MARIA_MEMBER_ID}`);
    // Her family of four: both sides of every card.
    expect(text.match(/^Front$/gm)).toHaveLength(4);
    expect(text.match(/^Back$/gm)).toHaveLength(4);
    expect(text.match(/^Member ID: /gm)).toHaveLength(4);
    await expect.poll(() => pdfLibrary.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('Share hands the PDF to the Web Share API where the browser can share files', async ({ page, signInPage }) => {
    await page.addInitScript(() => {
      const shared: { name: string; type: string }[] = [];
      Object.assign(window, { __shared: shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data.files?.length),
        share: async (data: ShareData) => void shared.push(...(data.files ?? []).map((file) => ({ name: file.name, type: file.type }))),
      });
    });
    await signInPage.signInToHome(MARIA);
    await openIdCards(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ name: 'id-cards.pdf', type: 'application/pdf' }]);
  });

  test('Share downloads the PDF where the browser cannot share files', async ({ page, signInPage }) => {
    await page.addInitScript(() => Object.assign(navigator, { canShare: () => false }));
    await signInPage.signInToHome(MARIA);
    await openIdCards(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Share' }).click();
    expect((await download).suggestedFilename()).toBe('id-cards.pdf');
  });

  test('inside the native shell the PDF goes to the share sheet through the bridge', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page);
    await signInPage.signInToHome(MARIA);
    await openIdCards(page);
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    const shared = await host.expectSent('shareFile', { name: 'id-cards.pdf', mimeType: 'application/pdf' });
    expect(pdfText(Buffer.from(String(shared.base64), 'base64'))).toContain(`Member ID: ${MARIA_MEMBER_ID}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when the PDF cannot be made the page says so and keeps the cards', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA);
    await openIdCards(page);
    // From here on, the chunk that holds jsPDF does not arrive.
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('jsPDF')) await route.abort();
      else await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect(page.getByRole('alert')).toContainText("We couldn't make the PDF. Your cards are still here. Try again in a moment.");
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('in Spanish: the buttons and the PDF', async ({ page }) => {
    await signInInSpanish(page, MARIA);
    await openIdCards(page, 'Guardar como PDF');
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Guardar como PDF' }).click();
    const text = pdfText(await readFile(await (await download).path()));
    expect(text).toContain(`Número de miembro: ${MARIA_MEMBER_ID}`);
    expect(text).toContain('Tarjeta de identificación del plan de salud');
    await expectNoAxeViolations(page);
  });
});
