import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';
import { politeAnnouncements, tabUntilFocused } from '../support/keyboard';
import { SEEDED_CLAIMS, seedClaims, seedPatients } from '../../sandbox/src/seed/claims-seed';
import { tinyPdf } from '../../sandbox/src/seed/concierge-threads';
import { TINY_PNG as PNG, WINDOWS_PROGRAM } from '../../sandbox/src/testing/attachment-samples';

const PDF = Buffer.from(tinyPdf('Bill'));

/** Today as the member types a date (MM/DD/YYYY), in the browser's own calendar. */
async function todayTyped(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`;
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

async function startClaim(page: Page) {
  await page.goto('/claims');
  await page.getByRole('link', { name: 'Submit a claim' }).click();
  await expect(heading(page, 'Who received care?')).toBeVisible();
}

interface Answers { patient: string; service: string; provider: string; date: string; amount: string }

/** Answers every question; with `axe`, each screen is checked once its answer is in. */
async function answerEverything(page: Page, answers: Answers, { axe = false } = {}) {
  const check = () => (axe ? expectNoAxeViolations(page) : Promise.resolve());
  await page.getByRole('radio', { name: answers.patient }).check();
  await next(page);
  await expect(heading(page, 'What kind of service was it?')).toBeVisible();
  await page.getByRole('radio', { name: answers.service }).check();
  await check();
  await next(page);
  await page.getByRole('textbox', { name: 'Provider or merchant' }).fill(answers.provider);
  await check();
  await next(page);
  await page.getByRole('textbox', { name: 'Date of service' }).fill(answers.date);
  await check();
  await next(page);
  await page.getByRole('textbox', { name: 'Amount in US dollars' }).fill(answers.amount);
  await check();
  await next(page);
  await expect(heading(page, 'Add your receipts')).toBeVisible();
  await page.getByLabel('Receipts or itemized bill').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('receipt.png');
  await check();
  await next(page);
  await expect(heading(page, 'Review your claim')).toBeVisible();
}

/** A one-field question by keyboard: its heading has focus, Tab reaches the field, the answer is typed. */
async function typeAnswer(page: Page, question: string, label: string, answer: string) {
  await expect(heading(page, question)).toBeFocused();
  const field = page.getByRole('textbox', { name: label });
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(answer);
  return field;
}

test.describe('submit a claim (/claims/new)', () => {
  test('a full submission with a receipt; Back keeps every answer; the new claim heads the list', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await startClaim(page);
    await expectNoAxeViolations(page);
    const date = await todayTyped(page);
    await answerEverything(page, { patient: 'Sofia (child)', service: 'Dental', provider: 'Bright Smile Dental', date, amount: '85.50' }, { axe: true });
    const review = page.getByRole('main');
    await expect(review).toContainText('Sofia (child)');
    await expect(review).toContainText('Dental');
    await expect(review).toContainText('$85.50');
    await expect(review).toContainText('receipt.png');
    await expectNoAxeViolations(page);

    // The browser's Back steps back through the questions with every answer in place.
    await page.goBack();
    await expect(heading(page, 'Add your receipts')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('receipt.png');
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Amount in US dollars' })).toHaveValue('85.50');
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Date of service' })).toHaveValue(date);
    // The page's own Back button too.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Provider or merchant' })).toHaveValue('Bright Smile Dental');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Dental' })).toBeChecked();
    // A later step asked for directly while answers are complete is allowed; one past an unanswered step is not.
    await page.goto('/claims/new?step=review');
    await expect(heading(page, 'Who received care?')).toBeVisible();
  });

  test('review → submit: the claim is in the list; a failed submission keeps everything and says so', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await startClaim(page);
    await answerEverything(page, { patient: 'Mateo (child)', service: 'Vision', provider: 'Clear View Optometry', date: await todayTyped(page), amount: '120' });

    await page.route('**/claims', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.fallback()));
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't submit your claim" })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Clear View Optometry');
    await expect(page.getByRole('main')).toContainText('$120');
    await expect(page.getByRole('main')).toContainText('receipt.png');

    await page.unroute('**/claims');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(heading(page, 'Claims')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Claim submitted' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Your claims' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Clear View Optometry');
    await expect(first).toContainText('Submitted');
    await expect(first).toContainText('Mateo');
  });

  test('a likely duplicate of an existing claim is pointed out before submitting', async ({ page, signInPage }) => {
    const existing = seedClaims.find((claim) => claim.id === SEEDED_CLAIMS.mariaSubmitted);
    if (!existing) throw new Error('seed changed');
    const patient = seedPatients.find((candidate) => candidate.id === existing.patientId);
    const cents = existing.lines.reduce((sum, line) => sum + line.amountBilledCents, 0);
    const [year, month, day] = existing.dateOfService.split('-');
    await signInPage.signInToHome(members.hraPrimary.email);
    await startClaim(page);
    await answerEverything(page, {
      patient: `${patient?.firstName} (child)`,
      service: 'Imaging (X-ray, MRI)',
      provider: existing.providerName.toUpperCase(),
      date: `${month}/${day}/${year}`,
      amount: (cents / 100).toFixed(2),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'This looks like a claim you already sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit anyway' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('bad answers get a clear message and keep what was typed', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await startClaim(page);
    await next(page);
    await expect(page.getByText('Choose who received care.')).toBeVisible();
    await page.getByRole('radio', { name: 'Maria (you)' }).check();
    await next(page);
    await page.getByRole('radio', { name: 'Doctor visit' }).check();
    await next(page);
    await page.getByRole('textbox', { name: 'Provider or merchant' }).fill('Austin Family Clinic');
    await next(page);
    const date = page.getByRole('textbox', { name: 'Date of service' });
    await date.fill('12/31/2099');
    await next(page);
    await expect(page.getByText("The date of service can't be in the future.")).toBeVisible();
    await expect(date).toHaveValue('12/31/2099');
    await date.fill('01/15/2020');
    await next(page);
    await expect(page.getByText(/must be in your plan year/)).toBeVisible();
    await date.fill(await todayTyped(page));
    await next(page);
    const amount = page.getByRole('textbox', { name: 'Amount in US dollars' });
    await amount.fill('0');
    await next(page);
    await expect(page.getByText('The amount must be more than $0.')).toBeVisible();
    await amount.fill('30000');
    await next(page);
    await expect(page.getByText(/at most \$25,000/)).toBeVisible();
    await expect(amount).toHaveValue('30000');
    await amount.fill('40');
    await next(page);
    const receipts = page.getByLabel('Receipts or itemized bill');
    await receipts.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText("notes.txt isn't a photo or a PDF.")).toBeVisible();
    // A program named like a PDF: judged by its content before it is uploaded, refused in words.
    await receipts.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: WINDOWS_PROGRAM });
    await expect(page.getByText('invoice.pdf is named like a photo or a PDF, but its content is neither. Please choose another file.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
    await next(page);
    await expect(page.getByText('Add at least one receipt or itemized bill.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keyboard only, with one refused answer: focus goes to the field in error, then on to the submitted claim, announced', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/claims');
    await expect(heading(page, 'Claims')).toBeVisible();
    await tabUntilFocused(page, page.getByRole('link', { name: 'Submit a claim' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Who received care?')).toBeFocused();

    // Continue with no answer: focus leaves Continue for the first choice, whose description is the message.
    const maria = page.getByRole('radio', { name: 'Maria (you)' });
    await page.keyboard.press('Tab');
    await expect(maria).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(maria).toBeFocused();
    await expect(maria).toHaveAccessibleDescription('Choose who received care.');
    await page.keyboard.press('Space');
    await expect(maria).toBeChecked();
    await expect(maria).toHaveAccessibleDescription('');
    await page.keyboard.press('Enter');

    await expect(heading(page, 'What kind of service was it?')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Specialist visit' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Specialist visit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await typeAnswer(page, 'Who provided the care?', 'Provider or merchant', 'Westlake Dermatology');
    await page.keyboard.press('Enter');

    // A wrong date, sent with the Continue button: focus comes back to the date, read with why.
    const date = await typeAnswer(page, 'When did you receive care?', 'Date of service', '12/31/2099');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(date).toBeFocused();
    await expect(date).toHaveAccessibleDescription(/The date of service can't be in the future\./);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(await todayTyped(page));
    await page.keyboard.press('Enter');

    await typeAnswer(page, 'How much was the bill?', 'Amount in US dollars', '65');
    await page.keyboard.press('Enter');

    await expect(heading(page, 'Add your receipts')).toBeFocused();
    const picker = page.getByLabel('Receipts or itemized bill');
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('bill.pdf');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(heading(page, 'Review your claim')).toBeFocused();
    await tabUntilFocused(page, page.getByRole('button', { name: 'Submit claim' }));
    await page.keyboard.press('Enter');

    // The list, its heading focused; "Claim submitted" said through the live announcer, whose region was
    // in the document before it was written into (react-aria adds it empty and writes a moment later).
    await expect(heading(page, 'Claims')).toBeFocused();
    await expect(politeAnnouncements(page)).toHaveText('Claim submitted');
    const newest = page.getByRole('list', { name: 'Your claims' }).getByRole('listitem').first().getByRole('link');
    await expect(newest).toHaveText('Westlake Dermatology');
    await expect(newest).toHaveAccessibleName(/^Westlake Dermatology, \w{3} \d{2}, \d{4}, for Maria, Submitted$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('submission and appeal screens in Spanish at a phone viewport', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ locale: 'es-US', viewport: { width: 375, height: 812 } });

  test('every submission and appeal step speaks Spanish and passes axe', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset; its helpers look for the English labels
    await signInInSpanish(page, members.hraPrimary.email);
    const continueButton = () => page.getByRole('button', { name: 'Continuar' }).click();

    // The submission: each of its seven screens, one question each, then the review.
    await page.goto('/claims/new');
    await expect(heading(page, '¿Quién recibió la atención?')).toBeVisible();
    await continueButton();
    await expect(page.getByText('Elija quién recibió la atención.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Maria (usted)' }).check();
    await continueButton();
    await expect(heading(page, '¿Qué tipo de servicio fue?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: 'Tipo de servicio' }).getByRole('radio').first().check();
    await continueButton();
    await expect(heading(page, '¿Quién le atendió?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Proveedor o comercio' }).fill('Clínica Familiar');
    await continueButton();
    await expect(heading(page, '¿Cuándo recibió la atención?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Fecha del servicio' }).fill(await todayTyped(page));
    await continueButton();
    await expect(heading(page, '¿Cuánto fue la factura?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Monto en dólares estadounidenses' }).fill('45.50');
    await continueButton();
    await expect(heading(page, 'Agregue sus recibos')).toBeVisible();
    await page.getByLabel('Recibos o factura detallada').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PNG });
    await expectNoAxeViolations(page);
    await continueButton();
    await expect(heading(page, 'Revise su reclamo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar reclamo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(heading(page, 'Reclamos')).toBeVisible();
    await expect(politeAnnouncements(page)).toHaveText('Reclamo enviado');

    // The appeal of the denied claim: the five question screens and the success page.
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeal/choose-action`);
    await expect(heading(page, '¿Qué le gustaría hacer?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio').first().check();
    await continueButton();
    await expect(heading(page, '¿Por qué deberíamos cambiar la decisión?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio').first().check();
    await continueButton();
    await expect(heading(page, '¿Algo más que debamos saber?')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Adjunto la factura detallada.');
    await expectNoAxeViolations(page);
    await continueButton();
    await expect(heading(page, '¿La atención fue de un proveedor aprobado?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio').first().check();
    await continueButton();
    await expect(heading(page, 'Agregue documentos que apoyen su apelación')).toBeVisible();
    await page.getByLabel('Documentos de apoyo').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enviar apelación' }).click();
    await expect(heading(page, 'Apelación enviada')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
