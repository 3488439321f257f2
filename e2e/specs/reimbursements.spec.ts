import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox } from '../support/services';
import ports from '@member/shared-contracts/environment/local-ports.json';

const MARIA = { email: members.hraPrimary.email, accountId: '200001' };
const GRACE = { email: 'demo.client@example.com', accountId: '200009' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const KEVIN = 'tiered@example.com';
const PHONE = { width: 375, height: 812 };

/** Test control: the status of an account's bank link (reimbursements-test-control.ts). */
async function setBankLinkStatus(accountId: string, status: string) {
  const response = await fetch(`http://127.0.0.1:${ports.testControl}/bank-account-links/${accountId}/status`, {
    method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }),
  });
  expect(response.ok).toBe(true);
}

async function openReimbursements(page: Page, heading = 'Reimbursements') {
  await page.goto('/reimbursements');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const bankLinkDialog = (page: Page, name = 'Link your bank') => page.getByRole('dialog', { name });

test.describe('reimbursement setup and the bank link (/reimbursements)', () => {
  test('the instant bank links end to end: the success page, then the masked account', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await openReimbursements(page);
    await expect(page.getByText(/You haven't chosen how to be paid back yet/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    const dialog = bankLinkDialog(page);
    await expect(dialog.getByRole('button', { name: /First Platypus Bank/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /First Platypus Bank/ }).click();
    await expect(page).toHaveURL(/\/reimbursements\/direct-deposit-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Direct deposit is set up' })).toBeVisible();
    await expect(page.getByText('Reimbursements will go to your First Platypus Bank account ending in 0000.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to reimbursements' }).click();
    await expect(page.getByText('Direct deposit to your First Platypus Bank account ending in 0000.')).toBeVisible();
    await expect(page.getByText('Verified. Reimbursements go to this account.')).toBeVisible();
  });

  test('the OAuth bank leaves the app and comes back through /plaid-oauth to finish', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await openReimbursements(page);
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    await bankLinkDialog(page).getByRole('button', { name: /Platypus OAuth Bank/ }).click();
    await expect(page).toHaveURL(new RegExp(`:${ports.memberApi}/sandbox-link/oauth-bank/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Platypus OAuth Bank' })).toBeVisible();
    await page.getByRole('link', { name: 'Allow and return to the app' }).click();
    await expect(page).toHaveURL(/\/reimbursements\/direct-deposit-success$/);
    await expect(page.getByText('Reimbursements will go to your Platypus OAuth Bank account ending in 1111.')).toBeVisible();
  });

  test('closing Link, or cancelling at the OAuth bank, leaves the member on /reimbursements, told nothing changed', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await openReimbursements(page);
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    await bankLinkDialog(page).getByRole('button', { name: 'Close bank link' }).click();
    await expect(page.getByText('You closed the bank link before it finished. Nothing was changed.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    await bankLinkDialog(page).getByRole('button', { name: /Platypus OAuth Bank/ }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/reimbursements$/);
    await expect(page.getByText('You closed the bank link before it finished. Nothing was changed.')).toBeVisible();
    await expect(page.getByText(/You haven't chosen how to be paid back yet/)).toBeVisible();
  });

  test('the micro-deposit bank ends pending verification and says so; a bad routing number is explained and focused', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await openReimbursements(page);
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    const dialog = bankLinkDialog(page);
    await dialog.getByRole('button', { name: /Tattersall Federal Credit Union/ }).click();
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('12345');
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('A routing number has 9 digits.')).toBeVisible();
    // Focus leaves Continue for the field in error, read with its message (WCAG 3.3.1).
    await expect(dialog.getByRole('textbox', { name: 'Routing number' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Routing number' })).toHaveAccessibleDescription('A routing number has 9 digits.');
    await expect(dialog.getByRole('textbox', { name: 'Account number' })).toHaveValue('000123456789');
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('011000015');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Almost done: verify your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to reimbursements' }).click();
    const pending = page.getByRole('alert').filter({ hasText: 'Verify your bank account' });
    await expect(pending).toContainText('We sent two small deposits to your account ending in 6789.');
    await expect(pending).toContainText(/Enter their amounts by \w+ \d+, \d{4}/);
  });

  test("a pending member confirms the deposits' amounts and is verified", async ({ page, signInPage }) => {
    await sandbox.setFlags(GRACE.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(GRACE.email);
    await openReimbursements(page);
    await expect(page.getByRole('alert').filter({ hasText: 'ending in 7788' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Verify deposits' }).click();
    const dialog = bankLinkDialog(page);
    await dialog.getByRole('textbox', { name: 'First deposit amount' }).fill('0.10');
    await dialog.getByRole('textbox', { name: 'Second deposit amount' }).fill('0.45');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText("Those amounts don't match the deposits.", { exact: false })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First deposit amount' }).fill('0.32');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Direct deposit is set up' })).toBeVisible();
  });

  test('three wrong pairs of amounts lock the link: the member is told the tries left, then to start over, and keeps what was typed', async ({ page, signInPage }) => {
    await sandbox.setFlags(GRACE.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(GRACE.email);
    await openReimbursements(page);
    await page.getByRole('button', { name: 'Verify deposits' }).click();
    const dialog = bankLinkDialog(page);
    const first = dialog.getByRole('textbox', { name: 'First deposit amount' });
    const second = dialog.getByRole('textbox', { name: 'Second deposit amount' });
    await second.fill('0.45');
    for (const [wrong, left] of [['0.10', 'You have 2 tries left.'], ['0.11', 'You have 1 try left.']] as const) {
      await first.fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog.getByRole('alert')).toContainText(left);
    }
    await first.fill('0.12');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toContainText('this bank link is locked');
    await expect(first).toHaveValue('0.12');
    await expect(second).toHaveValue('0.45');
    await expect(dialog.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Start over with a new link' }).click();
    await expect(bankLinkDialog(page).getByRole('button', { name: /First Platypus Bank/ })).toBeVisible();
    await bankLinkDialog(page).getByRole('button', { name: /First Platypus Bank/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Direct deposit is set up' })).toBeVisible();
  });

  test('a broken link is fixed through update mode (Spanish), and breaks again through test control', async ({ page, signInPage }) => {
    await sandbox.setFlags(LUCIA.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(LUCIA.email);
    await openReimbursements(page, 'Reembolsos');
    await expect(page.getByRole('heading', { name: 'Su conexión bancaria necesita atención' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reparar la conexión bancaria' }).click();
    const dialog = bankLinkDialog(page, 'Conecte su banco');
    await expect(dialog.getByText('Vuelva a iniciar sesión en First Platypus Bank para reparar su conexión.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Iniciar sesión en su banco' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'El depósito directo está configurado' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Volver a reembolsos' }).click();
    await expect(page.getByText('Verificada. Los reembolsos se depositan en esta cuenta.')).toBeVisible();

    await setBankLinkStatus(LUCIA.accountId, 'ERROR_REQUIRES_UPDATE');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Reparar la conexión bancaria' })).toBeVisible();
  });
});

test.describe('mailed check (/reimbursements/check-confirmation)', () => {
  test('an invalid ZIP is explained and nothing typed is lost; the corrected address is confirmed', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await openReimbursements(page);
    await page.getByRole('link', { name: 'Get a mailed check' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get a mailed check' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1200 Barton Springs Rd');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Street address' }).fill('500 W 2nd St');
    await page.getByRole('textbox', { name: /Apartment/ }).fill('');
    await page.getByRole('textbox', { name: 'City' }).fill('Round Rock');
    await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await page.getByRole('textbox', { name: /ZIP code/ }).fill('7868');
    await page.getByRole('button', { name: 'Confirm mailing address' }).click();
    await expect(page.getByText('Enter a ZIP code of 5 digits, or ZIP+4 like 78701-1234.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /ZIP code/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('500 W 2nd St');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Round Rock');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /ZIP code/ }).fill('78681-1234');
    await page.getByRole('button', { name: 'Confirm mailing address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checks will be mailed to you' })).toBeVisible();
    await expect(page.getByText(/500 W 2nd St\s+Round Rock, TX 78681-1234/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Set up direct deposit later' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set up direct deposit later' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openReimbursements(page);
    await expect(page.getByText('A check mailed to:')).toBeVisible();
    await expect(page.getByText(/500 W 2nd St/)).toBeVisible();
  });
});

test.describe('the direct-deposit prompt (?modal=setupDirectDepositPrompt, a tapped check-mailed notification)', () => {
  const PROMPT = 'Get paid back faster with direct deposit';
  const notificationLink = (page: string, redirectUrl: string) => `${page}?modal=setupDirectDepositPrompt&redirectUrl=${encodeURIComponent(redirectUrl)}`;

  test('shows over /claims; "Not now" continues to /claims without the prompt, and back does not bring it again', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto(notificationLink('/claims', '/claims'));
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Your check is in the mail.');
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: PROMPT })).toBeHidden();
  });

  test('"Set up direct deposit" links a bank from the prompt over /home, then the success page continues to /claims', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto(notificationLink('/home', '/claims'));
    await page.getByRole('dialog', { name: PROMPT }).getByRole('button', { name: 'Set up direct deposit' }).click();
    const link = bankLinkDialog(page);
    await expect(page.getByRole('dialog', { name: PROMPT })).toBeHidden();
    await link.getByRole('button', { name: /First Platypus Bank/ }).click();
    await expect(page).toHaveURL(/\/reimbursements\/direct-deposit-success\?redirectUrl=%2Fclaims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Direct deposit is set up' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  });

  test('an off-site redirectUrl is refused: the choice stays in the app, on the page under the prompt', async ({ page, signInPage, baseURL }) => {
    await signInPage.signInToHome(MARIA.email);
    for (const redirectUrl of ['https://evil.example/claims', '//evil.example/claims']) {
      await page.goto(notificationLink('/claims', redirectUrl));
      await page.getByRole('dialog', { name: PROMPT }).getByRole('button', { name: 'Not now' }).click();
      await expect(page).toHaveURL(`${baseURL}/claims`);
      await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    }
  });

  test('a member who may not see reimbursements gets no prompt, and the page under it works', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA.accountId, { bankAccountLinkingUX: false });
    await signInPage.signInToHome(MARIA.email);
    await page.goto(notificationLink('/claims', '/claims'));
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a member with a verified link goes straight on; a broken link is offered its fix (Spanish, phone)', async ({ page, signInPage }) => {
    await page.setViewportSize(PHONE);
    await sandbox.setFlags(LUCIA.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(LUCIA.email);
    await page.goto(notificationLink('/home', '/claims'));
    const prompt = page.getByRole('dialog', { name: 'Reciba sus reembolsos más rápido con depósito directo' });
    await expect(prompt).toContainText('necesita atención');
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Ahora no' }).click();
    await expect(page).toHaveURL(/\/claims$/);

    await setBankLinkStatus(LUCIA.accountId, 'VERIFIED');
    await page.goto(notificationLink('/home', '/claims'));
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('who may see reimbursements', () => {
  test('bankAccountLinkingUX off → the 404 page', async ({ page, signInPage }) => {
    await sandbox.setFlags(MARIA.accountId, { bankAccountLinkingUX: false });
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/reimbursements');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/plaid-oauth');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a member without HRA → the 404 page', async ({ page, signInPage }) => {
    await sandbox.setFlags('200006', { bankAccountLinkingUX: true });
    await signInPage.signInToHome(KEVIN);
    await page.goto('/reimbursements/check-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('phone viewport', () => {
  test.use({ viewport: PHONE });
  test('every screen passes axe at 375 px', async ({ page, signInPage }) => {
    await sandbox.setFlags(GRACE.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(GRACE.email);
    await openReimbursements(page);
    await expect(page.getByRole('button', { name: 'Verify deposits' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Link a different bank' }).click();
    await expect(bankLinkDialog(page).getByRole('button', { name: /First Platypus Bank/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/reimbursements/check-confirmation');
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('410 Lake Shore Dr');
    await expectNoAxeViolations(page);
    await page.goto('/reimbursements/setup-direct-deposit-later');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up direct deposit later' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every screen passes axe at 375 px in Spanish', async ({ page, signInPage }) => {
    await sandbox.setFlags(LUCIA.accountId, { bankAccountLinkingUX: true });
    await signInPage.signInToHome(LUCIA.email);
    try {
      await setBankLinkStatus(LUCIA.accountId, 'PENDING_VERIFICATION');
      await openReimbursements(page, 'Reembolsos');
      await expect(page.getByRole('alert').filter({ hasText: 'Verifique su cuenta bancaria' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verificar depósitos' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Conectar otro banco' }).click();
      await expect(bankLinkDialog(page, 'Conecte su banco').getByRole('button', { name: /First Platypus Bank/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.goto('/reimbursements/check-confirmation');
      await expect(page.getByRole('heading', { level: 1, name: 'Recibir un cheque por correo' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Dirección', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/reimbursements/setup-direct-deposit-later');
      await expect(page.getByRole('heading', { level: 1, name: 'Configurar el depósito directo más tarde' })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      // Lucía's seeded link is the broken one the other journeys start from.
      await setBankLinkStatus(LUCIA.accountId, 'ERROR_REQUIRES_UPDATE');
    }
  });
});
