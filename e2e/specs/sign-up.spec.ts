import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { memberApiPath } from '../support/member-api-path';
import { expectNoAxeViolations } from '../support/accessibility';
import { sandbox } from '../support/services';

/** Sam Rivera: on Acme Manufacturing - Austin's enrollment roster, no account yet (sandbox/src/seed/enrollment-roster.ts). */
const SAM = { email: 'sam.rivera@example.com', firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '07/14/1992', identificationCode: '5567', phone: '5125550199' };
const EMPLOYER = 'Acme Manufacturing - Austin';
const PASSWORD = 'Blue-Harbor-Lantern-2026!';

async function startSignUp(page: Page, email: string) {
  await page.goto('/?state=sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const terms = (page: Page) => page.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' });
/** The box is drawn over the visually hidden input: a person clicks its label (not its links). */
async function acceptTerms(page: Page) {
  await page.getByText('I accept the', { exact: false }).first().click({ position: { x: 5, y: 5 } });
  await expect(terms(page)).toBeChecked();
}

test.describe('segmented sign-up', () => {
  test('a new member signs up step by step and lands on /home signed in', async ({ page, signInPage: _ }) => {
    await startSignUp(page, SAM.email);

    await expect(page).toHaveURL(/\/sign-up\/employer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your employer' })).toBeVisible();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await page.getByRole('textbox', { name: 'Employer or organization name' }).fill('Acme');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('radio', { name: EMPLOYER }).check();
    await next(page);

    await expect(page).toHaveURL(/\/sign-up\/name$/);
    await page.getByRole('textbox', { name: /First name/ }).fill(SAM.firstName);
    await page.getByRole('textbox', { name: /Last name/ }).fill(SAM.lastName);
    await next(page);

    await expect(page).toHaveURL(/\/sign-up\/dob$/);
    await page.getByRole('textbox', { name: /Date of birth/ }).fill(SAM.dateOfBirth);
    await next(page);

    // Back keeps what was typed.
    await expect(page).toHaveURL(/\/sign-up\/identifier$/);
    await page.getByRole('textbox', { name: /Last 4 digits/ }).fill(SAM.identificationCode);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: /Date of birth/ })).toHaveValue(SAM.dateOfBirth);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue(SAM.firstName);
    await next(page);
    await next(page);
    await expect(page.getByRole('textbox', { name: /Last 4 digits/ })).toHaveValue(SAM.identificationCode);
    await next(page);

    await expect(page).toHaveURL(/\/sign-up\/phone$/);
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill(SAM.phone);
    await next(page);

    await expect(page).toHaveURL(/\/sign-up\/password$/);
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    // Access §5 "Terms checkbox hasAcceptedTerms required": no account until the linked terms are accepted.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(terms(page)).toHaveAccessibleDescription('Accept the Terms of Service and Privacy Policy to continue.');
    await expect(terms(page)).toBeFocused();
    await expect(page.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/privacy-policy');
    await expect(page).toHaveURL(/\/sign-up\/password$/);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${SAM.firstName}` })).toBeVisible();
  });

  test("someone not on the employer's roster is told their coverage wasn't found", async ({ page, signInPage: _ }) => {
    await startSignUp(page, 'not.enrolled@example.com');
    await page.getByRole('textbox', { name: 'Employer or organization name' }).fill('Acme');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('radio', { name: EMPLOYER }).check();
    await next(page);
    await page.getByRole('textbox', { name: /First name/ }).fill('Nobody');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Known');
    await next(page);
    await page.getByRole('textbox', { name: /Date of birth/ }).fill('01/01/1990');
    await next(page);
    await page.getByRole('textbox', { name: /Last 4 digits/ }).fill('0000');
    await next(page);
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('5125550111');
    await next(page);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Access §8: the generic error heading, with what to check as the body.
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText(/We couldn't match these details to a health plan/)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up\/password$/);
  });

  test('with preventDuplicateAccounts on (the sandbox seeds it) an email that already has an account shows the duplicate-account copy', async ({ page, signInPage: _ }) => {
    await startSignUp(page, members.hraPrimary.email);
    await expect(page.getByText('You already have an account')).toBeVisible();
    await expect(page).toHaveURL(/state=sign-up/);
  });

  test('with preventDuplicateAccounts off no existing-email check runs: an email in use goes on to the employer step', async ({ page, signInPage: _ }) => {
    await sandbox.setFlags('*', { preventDuplicateAccounts: false });
    const usernameLookups: string[] = [];
    page.on('request', (request) => {
      if (memberApiPath(request.url()) === '/usernames') usernameLookups.push(request.url());
    });
    await startSignUp(page, members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your employer' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up\/employer$/);
    await expect(page.getByText('You already have an account')).toHaveCount(0);
    expect(usernameLookups).toEqual([]);
  });

  test('a sign-up link naming the organisation preselects it; one with the employer’s EIN, or an EIN typed into the search, finds it by EIN', async ({ page, signInPage: _ }) => {
    const employerStepFrom = async (query: string) => {
      await page.goto(`/?state=sign-up${query}`);
      await page.getByRole('textbox', { name: /Email/ }).fill(SAM.email);
      await next(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Find your employer' })).toBeVisible();
    };
    await employerStepFrom('&client_org_id=1002');
    await expect(page).toHaveURL(/\/sign-up\/employer\?client_org_id=1002$/);
    await expect(page.getByRole('radio', { name: 'Acme Manufacturing - Dallas' })).toBeChecked();

    await employerStepFrom('&ein=74-1234567');
    await expect(page.getByRole('radio', { name: EMPLOYER })).toBeChecked();

    await employerStepFrom('');
    await page.getByRole('textbox', { name: 'Employer or organization name' }).fill('741234568');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('radio', { name: 'Acme Manufacturing - Dallas' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a later step visited directly goes back to the first missing step; axe finds no violations on a step', async ({ page, signInPage: _ }) => {
    await page.goto('/sign-up/phone');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeVisible();
    await startSignUp(page, SAM.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your employer' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Employer or organization name' }).fill('Acme');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('radio', { name: EMPLOYER })).toBeVisible();
    // The start screen's pending Next button announced itself; check the page at rest.
    await expectNoAxeViolations(page);
  });
});

test.describe('segmented sign-up in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the start screen, its Google button and the employer step speak Spanish', async ({ page, signInPage: _afterReset }) => {
    await sandbox.setFlags('*', { showGoogleSsoSignUpV2: true });
    await page.goto('/?state=sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Regístrese con su correo electrónico' })).toBeVisible();
    await expect(page.getByText('O continúe con Google', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();

    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(SAM.email);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Busque a su empleador' })).toBeVisible();
    await expect(page.getByText('Paso 1 de 6')).toBeVisible();
  });
});
