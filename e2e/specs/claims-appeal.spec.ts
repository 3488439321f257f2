import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { telemetry } from '../support/telemetry';
import { SEEDED_CLAIMS } from '../../sandbox/src/seed/claims-seed';
import { tinyPdf } from '../../sandbox/src/seed/concierge-threads';

const CLAIM = SEEDED_CLAIMS.mariaDeniedAppealable;
async function pageViews(): Promise<string[]> {
  const payloads = await telemetry.payloads();
  return payloads
    .filter((payload) => payload.kind === 'analytics')
    .flatMap((payload) => (payload.body as { events: { type: string; name: string }[] }).events)
    .filter((event) => event.type === 'page')
    .map((event) => event.name);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

test.describe('appeal a denied claim (/claim-details/{id}/appeal/{step})', () => {
  test('all six steps in order, Back keeps the answers, the appeal shows on the timeline, each step is tracked', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto(`/claim-details/${CLAIM}`);
    await page.getByRole('link', { name: 'Appeal this decision' }).click();

    await expect(page).toHaveURL(/\/appeal\/choose-action$/);
    await expect(heading(page, 'What would you like to do?')).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page);
    await expect(page.getByText('Choose one to continue.')).toBeVisible();
    // Focus leaves Continue for the first choice, read with the message (WCAG 3.3.1).
    const firstAction = page.getByRole('group', { name: 'Action' }).getByRole('radio').first();
    await expect(firstAction).toBeFocused();
    await expect(firstAction).toHaveAccessibleDescription('Choose one to continue.');
    await page.getByRole('radio', { name: 'Ask us to look at the decision again' }).check();
    await next(page);

    await expect(page).toHaveURL(/\/appeal\/explain-reason$/);
    await page.getByRole('radio', { name: 'I have the receipt or itemized bill you needed' }).check();
    await expectNoAxeViolations(page);
    await next(page);

    await expect(page).toHaveURL(/\/appeal\/add-note$/);
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('The itemized bill is attached.');
    await expectNoAxeViolations(page);
    await next(page);

    await expect(page).toHaveURL(/\/appeal\/select-approved-provider$/);
    await expect(heading(page, 'Was the care from an approved provider?')).toBeVisible();
    await expectNoAxeViolations(page);
    // Back keeps what was written.
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('The itemized bill is attached.');
    await next(page);
    await page.getByRole('radio', { name: 'Hill Country Imaging' }).check();
    await next(page);

    await expect(page).toHaveURL(/\/appeal\/upload-documentation$/);
    await page.getByLabel('Supporting documents').setInputFiles({ name: 'itemized-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf('Itemized bill')) });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('itemized-bill.pdf');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit appeal' }).click();

    await expect(page).toHaveURL(/\/appeal\/create-success$/);
    await expect(heading(page, 'Appeal submitted')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the claim' }).click();
    await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').last()).toContainText('Appeal submitted');
    await expect(page.getByRole('link', { name: 'Appeal this decision' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download itemized-bill.pdf' })).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect
      .poll(pageViews)
      .toEqual(expect.arrayContaining(['Choose Action', 'Explain Reason', 'Add Note', 'Select Approved Provider', 'Upload Documentation', 'Create Success']));
  });

  test('a step visited out of order goes to the first unanswered one; a claim that cannot be appealed is the 404 page', async ({ page, signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.goto(`/claim-details/${CLAIM}/appeal/upload-documentation`);
    await expect(page).toHaveURL(/\/appeal\/choose-action$/);
    await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}/appeal/choose-action`);
    await expect(heading(page, 'Page not found')).toBeVisible();
  });
});
