import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { PASSWORD } from '../support/members';
import { sandbox } from '../support/services';
import { telemetry } from '../support/telemetry';

/** The sandbox's Google identities (sandbox/src/seed/federated-identities.ts). */
const LINKED = /Maria Lopez/;
const GOOGLE_USER_ID_OF_MARIA = '104510000000000000001';

interface AnalyticsEvent {
  type: string;
  name: string;
  properties: Record<string, unknown>;
}
const UNLINKED = { name: /Kevin Nguyen/, email: 'tiered@example.com' };
/** On Acme Manufacturing - Dallas's enrollment roster, no account (sandbox/src/seed/enrollment-roster.ts). */
const NEW_MEMBER = { name: /Jordan Reyes/, email: 'jordan.reyes@example.com', employer: 'Acme Manufacturing - Dallas', dateOfBirth: '12/01/1975', identificationCode: '1357' };

async function signOnWithGoogle(page: Page, identity: RegExp) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: identity }).click();
}

test.describe('single sign-on', () => {
  // After the signInPage fixture's sandbox reset (which forgets flag overrides).
  test.beforeEach(async ({ signInPage: _afterReset }) => {
    await sandbox.setFlags('*', { showGoogleSsoSignInV2: true, showAppleSsoSignInV2: true });
  });

  test('the sign-in screen shows Google and Apple under one divider, and axe finds no violations', async ({ page, signInPage }) => {
    await signInPage.open();
    await expect(page.getByText('Or continue with', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a linked Google identity goes through the hosted page straight to /home', async ({ page, signInPage }) => {
    await signInPage.open();
    await signOnWithGoogle(page, LINKED);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
    // Analytics carries the provider's opaque user id as the federatedUserId global (access §3).
    await expect
      .poll(async () => {
        const events = (await telemetry.payloads()).filter((payload) => payload.kind === 'analytics').flatMap((payload) => (payload.body as { events: AnalyticsEvent[] }).events);
        return events.find((event) => event.type === 'page' && event.name === '/home')?.properties.federatedUserId;
      })
      .toBe(GOOGLE_USER_ID_OF_MARIA);
    // "SSO Process" (features §7) when the hosted sign-in starts and when the return ends.
    const tracked = async () =>
      (await telemetry.payloads())
        .filter((payload) => payload.kind === 'analytics')
        .flatMap((payload) => (payload.body as { events: AnalyticsEvent[] }).events)
        .filter((event) => event.type === 'track');
    await expect
      .poll(async () => (await tracked()).filter((event) => event.name === 'SSO Process').map(({ properties: { step, provider, outcome } }) => ({ step, provider, outcome })))
      .toEqual([
        { step: 'started', provider: 'Google', outcome: undefined },
        { step: 'returned', provider: undefined, outcome: 'signedIn' },
      ]);
  });

  test('an unlinked Google identity signs in with the password once, is linked, then goes straight to /home', async ({ page, signInPage }) => {
    await signInPage.open();
    await signOnWithGoogle(page, UNLINKED.name);

    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expect(signInPage.emailField).toHaveValue(UNLINKED.email);
    await expect(signInPage.emailField).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Forgot your email?' })).toHaveCount(0);
    const linked = page.waitForResponse((response) => response.url().endsWith('/identities') && response.request().method() === 'POST');
    await signInPage.passwordField.fill(PASSWORD);
    await signInPage.submit.click();
    expect((await linked).status()).toBe(204);
    await expect(page).toHaveURL(/\/home$/);

    // Linked: after signing out, the next Google sign-on goes straight in.
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await signOnWithGoogle(page, UNLINKED.name);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a new member signs up through Google: no password step, the identity linked to the new account', async ({ page, signInPage }) => {
    await signInPage.open();
    await signOnWithGoogle(page, NEW_MEMBER.name);
    // No account yet: the sign-in screen holds the provider's email and offers sign-up.
    await expect(signInPage.emailField).toHaveValue(NEW_MEMBER.email);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(NEW_MEMBER.email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await page.getByRole('textbox', { name: 'Employer or organization name' }).fill('Acme');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('radio', { name: NEW_MEMBER.employer }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /First name/ }).fill('Jordan');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Reyes');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Date of birth/ }).fill(NEW_MEMBER.dateOfBirth);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /Last 4 digits/ }).fill(NEW_MEMBER.identificationCode);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('5125550177');
    // The last step of this sign-up (no password step) carries the terms acceptance; a person clicks its label.
    await page.getByText('I accept the', { exact: false }).first().click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' })).toBeChecked();
    const linked = page.waitForResponse((response) => response.url().endsWith('/identities') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await linked).status()).toBe(204);
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Jordan' })).toBeVisible();

    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
    await signOnWithGoogle(page, NEW_MEMBER.name);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('cancelling on the hosted page shows the /sso error page with the way back', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  });

  test.describe('login CSRF: a code obtained in one browser does not sign another in', () => {
    /**
     * Signs on as Maria in `page` but stops the browser before the /sso return (Playwright does not route
     * redirects, so the hosted page's POST is answered here): answers that return URL (code and state).
     */
    async function captureSsoReturn(page: Page): Promise<string> {
      let captured = '';
      await page.route(/\/oauth2\/authorize$/, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const response = await route.fetch({ maxRedirects: 0 });
        captured = response.headers().location ?? '';
        return route.fulfill({ status: 204, body: '' });
      });
      await signOnWithGoogle(page, LINKED);
      await expect.poll(() => captured).toContain('code=');
      await page.unroute(/\/oauth2\/authorize$/);
      return captured;
    }

    const storedTokenKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')));

    test('a fresh browser refused: the /sso error page, no token request, no tokens; the code still signs in the browser that asked for it', async ({ page, signInPage, browser }) => {
      await signInPage.open();
      const returnUrl = await captureSsoReturn(page);
      expect(new URL(returnUrl).searchParams.get('state')).toBeTruthy();

      const victim = await browser.newContext({ baseURL: `http://localhost:${ports.shell}` });
      const victimPage = await victim.newPage();
      const tokenRequests: string[] = [];
      victimPage.on('request', (request) => {
        if (request.url().includes('/oauth2/token')) tokenRequests.push(request.url());
      });
      await victimPage.goto(returnUrl);
      await expect(victimPage.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
      expect(tokenRequests).toEqual([]);
      expect(await storedTokenKeys(victimPage)).toEqual([]);
      await victimPage.goto('/home');
      await expect(victimPage).not.toHaveURL(/\/home$/);
      await victim.close();

      // The same code, in the tab that started this sign-in, does sign in: the refusal above is the state check.
      await page.goto(returnUrl);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
    });

    test('a browser with its own sign-in under way refuses a code sent with another state', async ({ page, signInPage, browser }) => {
      await signInPage.open();
      const returnUrl = await captureSsoReturn(page);

      const victim = await browser.newContext({ baseURL: `http://localhost:${ports.shell}` });
      const victimPage = await victim.newPage();
      await victimPage.goto('/?state=sign-in');
      await victimPage.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(victimPage.getByRole('heading', { level: 1, name: 'Sign in with Google (sandbox)' })).toBeVisible();
      const tokenRequests: string[] = [];
      victimPage.on('request', (request) => {
        if (request.url().includes('/oauth2/token')) tokenRequests.push(request.url());
      });
      await victimPage.goto(returnUrl);
      await expect(victimPage.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
      expect(tokenRequests).toEqual([]);
      expect(await storedTokenKeys(victimPage)).toEqual([]);
      await victim.close();
    });
  });
});
