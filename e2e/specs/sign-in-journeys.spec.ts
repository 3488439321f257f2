import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/accessibility';
import { members, PASSWORD, SMS_CODE } from '../support/members';
import { SIMULATED_DEVICE, SimulatedNativeHost } from '../support/simulated-native-host';

/** Sign-in journeys beyond the happy path (access §2.2, §2.3): every failure copy, MFA, keyboard only, Face ID. */
test.describe('sign-in journeys', () => {
  test('a keyboard alone signs a member in: Tab to each field, Enter to submit', async ({ page, signInPage }) => {
    await signInPage.open();
    const tabUntilFocused = async (field: typeof signInPage.emailField) => {
      for (let presses = 0; presses < 20 && !(await field.evaluate((element) => element === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(field).toBeFocused();
    };
    await tabUntilFocused(signInPage.emailField);
    await page.keyboard.type(members.hraPrimary.email);
    await tabUntilFocused(signInPage.passwordField);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
  });

  test('sign-in and sign-up switch to each other, keeping the requested path', async ({ page }) => {
    await page.goto('/?state=sign-in&redirect=%2Fclaims');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/\?state=sign-up&redirect=%2Fclaims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/\?state=sign-in&redirect=%2Fclaims$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('the sixth wrong password in a row shows the attempts-exceeded copy', async ({ page, signInPage }) => {
    await signInPage.open();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInPage.signIn(members.hraPrimary.email, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' })).toBeVisible();
    }
    await signInPage.signIn(members.hraPrimary.email, 'wrong-password-6');
    const banner = page.getByRole('alert').filter({ hasText: 'Too many unsuccessful sign-in attempts.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Something went wrong')).toBeVisible();
  });

  test('an identity service that cannot be reached shows the generic copy and keeps the email', async ({ page, signInPage }) => {
    await signInPage.open();
    // What the shell's origin answers for an identity service it cannot reach (tooling/static-server/api-proxy.mjs).
    await page.route('**/api/identity', (route) => route.fulfill({ status: 502, json: { message: 'The service is unavailable.' } }));
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't complete your request. Please try again." })).toBeVisible();
    await expect(signInPage.emailField).toHaveValue(members.hraPrimary.email);
  });

  test('MFA: a wrong code keeps the form with the invalid-code message, a new code can be sent, the right one signs in', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.mfa.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Verification code' });

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That verification code is not valid.')).toBeVisible();
    await expect(code).toHaveValue('000000');

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('We sent you a new code.')).toBeVisible();

    await code.fill(SMS_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('MFA: the third wrong code ends the challenge; the member is told and taken back to sign in', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.mfa.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    for (const wrong of ['000001', '000002']) {
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('That verification code is not valid.')).toBeVisible();
    }
    await code.fill('000003');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: "We couldn't complete your request. Please try again." });
    await expect(banner).toBeVisible();
    await expect(signInPage.emailField).toHaveValue(members.mfa.email);
  });

  test('in the native shell, sign-in offers Face ID once; turning it on hands the credentials to the device', async ({ page, signInPage }) => {
    const host = await SimulatedNativeHost.install(page, SIMULATED_DEVICE, { enabled: false, promptAcknowledged: false, enabledEmail: null });
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in faster with Face ID' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Turn on Face ID' }).click();

    await expect(page).toHaveURL(/\/home$/);
    const enable = await host.expectSent('enableBiometrics');
    expect(enable.username).toBe(members.hraPrimary.email);
    await host.expectSent('acknowledgeBiometricPrompt');
  });
});
