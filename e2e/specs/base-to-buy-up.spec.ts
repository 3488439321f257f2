import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

/** The base-to-buy-up demo member (sandbox/src/seed/base-account-persona.ts) at the bnft hosted page. */
const BASE_MEMBER = { hostedChoice: /Continue as Alex Rivera/, clientName: 'Acme Manufacturing' };
const NEW_EMAIL = 'alex.rivera@example.com';
const NEW_PASSWORD = 'Quiet-Harbor-Lantern-42';

test.describe('base-to-buy-up (access §2.6)', () => {
  test('a bnft member completes the account, lands on /home, and then signs in with email and password', async ({ page, signInPage }) => {
    // The enrollment platform's link hands its member to the bnft single sign-on (`identity_provider`).
    await page.goto('/?identity_provider=bnft');
    await expect(page).toHaveURL(/\/oauth2\/authorize\?.*identity_provider=bnft/);
    await page.getByRole('button', { name: BASE_MEMBER.hostedChoice }).click();

    // Every private page leads to the completion screen until it is done.
    await expect(page).toHaveURL(/\/complete-account$/);
    await expect(page.getByRole('heading', { level: 1, name: `Complete your ${BASE_MEMBER.clientName} account` })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);

    const submit = page.getByRole('button', { name: 'Complete account' });
    // Operable before the form is complete (WCAG 3.3.1): pressed early it names what is missing and
    // focuses the first field instead of doing nothing.
    await submit.click();
    await expect(page.getByLabel('Organization')).toBeFocused();
    await expect(page.getByLabel('Organization')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/complete-account$/);
    await page.getByLabel('Organization').selectOption({ label: 'Acme Manufacturing - Dallas' });
    await page.getByLabel('Email', { exact: true }).fill(NEW_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    // The box is drawn over the visually hidden input: a person clicks its label (not its links).
    await page.getByText('I accept the', { exact: false }).first().click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ })).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/home$/);

    // Afterwards the member is an ordinary password member.
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/state=signed-out/);
    await signInPage.open();
    await signInPage.signIn(NEW_EMAIL, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
});
