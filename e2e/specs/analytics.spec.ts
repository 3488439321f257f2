import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { findPersonalData } from '../support/personal-data';
import { sandbox } from '../support/services';
import { telemetry } from '../support/telemetry';

interface CollectedEvent {
  type: string;
  name: string;
  properties: Record<string, unknown>;
  userId: string | null;
}

async function analyticsEvents(): Promise<CollectedEvent[]> {
  const payloads = await telemetry.payloads();
  return payloads.filter((payload) => payload.kind === 'analytics').flatMap((payload) => (payload.body as { events: CollectedEvent[] }).events);
}

test.describe('analytics, logs and metrics', () => {
  test('page views reach the collector named by route, identified by account id, with the global properties', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();

    await expect.poll(async () => (await analyticsEvents()).filter((event) => event.type === 'page').map((event) => event.name)).toEqual(
      expect.arrayContaining(['/', '/home', '/claims']),
    );
    const claimsView = (await analyticsEvents()).find((event) => event.type === 'page' && event.name === '/claims');
    expect(claimsView?.userId).toBe('200001');
    expect(claimsView?.properties).toMatchObject({
      appVersion: '3.10.0',
      distribution: 'web',
      language: 'en-US',
      planId: 501,
      clientOrgId: 1001,
      isVerified: true,
      hasHcscNetwork: false,
    });
    expect(typeof claimsView?.properties.buildNumber).toBe('string');
  });

  test('a visit to the care team is one page view, by the spec\'s name "Care Team Page"', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Care team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Care team' })).toBeVisible();

    const pageViews = async () => (await analyticsEvents()).filter((event) => event.type === 'page').map((event) => event.name);
    await expect.poll(pageViews).toContain('Care Team Page');
    // The screen's render and the shell's route change land in the same batch: a second view would be here.
    expect((await pageViews()).filter((name) => /care[- ]team/i.test(name))).toEqual(['Care Team Page']);
  });

  test('a wrong password is tracked without what the member typed', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email, 'Not-The-Password-1!');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect.poll(async () => JSON.stringify(await analyticsEvents())).toContain('UNAUTHORIZED');
    expect(JSON.stringify(await analyticsEvents())).not.toContain('Not-The-Password-1!');
  });
});

test.describe('clicks and input changes (features §7 "Element Clicked")', () => {
  test('a click is named by its copy key and a changed field by its label key, with the page, never what it shows or holds', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find care' })).toBeVisible();
    await page.getByLabel('Specialty, condition or name').fill('dermatology');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=dermatology/);

    const tracked = async (name: string) => (await analyticsEvents()).filter((event) => event.type === 'track' && event.name === name).map((event) => event.properties);
    await expect.poll(() => tracked('Element Clicked')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ element: 'tab.SEARCH', role: 'link', page: '/home', planId: 501 }),
        expect.objectContaining({ element: expect.stringMatching(/^mfe_search_careteam:/), role: 'button', page: '/search' }),
      ]),
    );
    await expect.poll(() => tracked('Input Changed')).toContainEqual(
      expect.objectContaining({ field: expect.stringMatching(/^mfe_search_careteam:/), role: 'textbox', page: '/search' }),
    );
    // The personal-data guard (every journey) also fails the run if "dermatology" reached a payload.
    expect(JSON.stringify(await analyticsEvents())).not.toContain('dermatology');
  });
});

test.describe('the page names the spec gives (features §2)', () => {
  test('base-to-buy-up\'s page view is "Base To Buy Up", not its path', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/complete-account');
    await expect.poll(async () => (await analyticsEvents()).filter((event) => event.type === 'page').map((event) => event.name)).toContain('Base To Buy Up');
    expect((await analyticsEvents()).map((event) => event.name)).not.toContain('/complete-account');
  });
});

test.describe('the external benefit page (features §2 "external benefit", §9 showExternalPortal)', () => {
  const pageViews = async () => (await analyticsEvents()).filter((event) => event.type === 'page').map((event) => event.name);

  for (const [arrival, open] of [
    ['from /home\'s link', async (page: Page) => page.getByRole('link', { name: 'Your benefits portal' }).click()],
    ['by its address, the flags answering after the page shows', async (page: Page) => page.goto('/benefit-access')],
  ] as const) {
    test(`a visit ${arrival} is one page view, "External Benefit"`, async ({ page, signInPage }) => {
      await sandbox.setFlags('200001', { showExternalPortal: true });
      await signInPage.signInToHome(members.hraPrimary.email);
      await open(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your benefits portal' })).toBeVisible();
      await expect.poll(pageViews).toContain('External Benefit');
      // Leaving in the app (the page has no tab bar): whatever the visit sent is delivered before the next page's view.
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect.poll(pageViews).toContain('/settings');
      const visit = (await pageViews()).filter((name) => name === 'External Benefit' || name === '/benefit-access');
      expect(visit).toEqual(['External Benefit']);
    });
  }
});

test.describe('the reimbursement page names (features §2)', () => {
  const pageNames = async () => (await analyticsEvents()).filter((event) => event.type === 'page').map((event) => event.name);

  test('setup, from an email notification, success; pending verification and error for the members in those states', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto('/reimbursements');
    await expect(page.getByRole('button', { name: 'Set up direct deposit' })).toBeVisible();
    await page.goto('/reimbursements?source=email');
    await expect(page.getByRole('button', { name: 'Set up direct deposit' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up direct deposit' }).click();
    await page.getByRole('dialog', { name: 'Link your bank' }).getByRole('button', { name: /First Platypus Bank/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Direct deposit is set up' })).toBeVisible();
    await expect.poll(pageNames).toEqual(expect.arrayContaining(['Setup Direct Deposit', 'Reimbursements From Email Notification', 'Direct Deposit Success']));
    const named = (await analyticsEvents()).filter((event) => event.type === 'page' && /Direct Deposit|Reimbursements From/.test(event.name));
    for (const event of named) expect(event.properties).toMatchObject({ flow: 'reimbursements' });
    expect(await pageNames()).not.toContain('Direct Deposit Pending Verification');

    await sandbox.setFlags('200009', { bankAccountLinkingUX: true });
    await sandbox.setFlags('200010', { bankAccountLinkingUX: true });
    for (const [email, expected] of [
      ['demo.client@example.com', 'Direct Deposit Pending Verification'],
      ['spanish@example.com', 'Direct Deposit Error'],
    ] as const) {
      await page.goto('/sign-out');
      await expect(page).toHaveURL(/\/\?state=signed-out$/);
      await signInPage.signInToHome(email);
      await page.goto('/reimbursements');
      await expect.poll(pageNames).toContain(expected);
    }
  });
});

test.describe('the personal-data guard itself', () => {
  test('recognises each kind of a demo member’s personal data and passes clean text', () => {
    expect(findPersonalData('{"properties":{"email":"hra.primary@example.com"}}')).toContain('email of hra.primary@example.com');
    expect(findPersonalData('/search?q=hra.primary%40example.com')).toContain('email of hra.primary@example.com');
    expect(findPersonalData('welcome back Maria')).toContain('name of hra.primary@example.com');
    expect(findPersonalData('born 1985-04-12')).toContain('date of birth of hra.primary@example.com');
    expect(findPersonalData('call (512) 555-0101')).toContain('phone of hra.primary@example.com');
    expect(findPersonalData('{"type":"page","name":"/claims","properties":{"planId":501,"clientOrgName":"Acme Manufacturing - Austin"}}')).toEqual([]);
    expect(findPersonalData('Mariachi kitchen 19850412')).toEqual([]);
  });
});
