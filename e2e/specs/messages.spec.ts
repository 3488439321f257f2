import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { concierge } from '../support/concierge';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { sandbox, surveyProvider } from '../support/services';
import { tinyPdf } from '../../sandbox/src/seed/concierge-threads';
import { WINDOWS_PROGRAM } from '../../sandbox/src/testing/attachment-samples';

/** The messages remote against the sandbox concierge (seed: sandbox/src/seed/concierge-threads.ts). */
const MARIA = { ...members.hraPrimary, accountId: '200001' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const PRIYA_INACTIVE = { email: 'inactive@example.com', accountId: '200003' };
const NARROW = { width: 390, height: 844 };

const conciergeLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Concierge/ });
const history = (page: Page) => page.getByRole('region', { name: 'Conversation history' });

async function openThread(page: Page, subject: string) {
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test.describe('messages', () => {
  test('the list marks unread threads, sets closed ones apart, and opening one lowers the tab count', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await expect(conciergeLink(page)).toHaveAccessibleName('Concierge 2 unread');
    await conciergeLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const open = page.getByRole('region', { name: /Conversations/ });
    await expect(open.getByRole('link')).toHaveCount(3);
    await expect(open.getByRole('link', { name: /Question about my HRA balance.*Unread/ })).toBeVisible();
    await expect(open.getByRole('link', { name: /Finding an in-network dermatologist.*Unread/ })).toBeVisible();
    await expect(open.getByRole('link', { name: /Pharmacy coverage question.*Chatbot/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Closed conversations' }).getByRole('link', { name: /Claim receipt upload.*Status: closed/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Call the concierge at/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await openThread(page, 'Question about my HRA balance');
    await expect(history(page).getByText('you have $1,250.00 left')).toBeVisible();
    await expect(history(page).getByText('Alex Rivera')).toBeVisible();
    await expectNoAxeViolations(page);
    // Back on the list, without a reload: the thread is read and the tab's count has dropped.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(conciergeLink(page)).toHaveAccessibleName('Concierge 1 unread');
    await expect(open.getByRole('link', { name: /Question about my HRA balance/ })).not.toHaveAccessibleName(/Unread/);
  });

  test('sending: optimistic, confirmed, then the agent answers through polling; keyboard only', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/ticket-200001-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Finding an in-network dermatologist' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.focus();
    await page.keyboard.type('Yes please, the earliest one.');
    // Tab past the file picker to Send, and press Enter.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      if (await page.getByRole('button', { name: 'Send' }).evaluate((button) => button === document.activeElement)) break;
    }
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');
    const mine = history(page).getByRole('listitem').filter({ hasText: 'Yes please, the earliest one.' });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Sending…')).toHaveCount(0);
    await expect(field).toHaveValue('');
    // The demo agent answers a few seconds later; the thread's polling brings it in and it is announced.
    await expect(history(page).getByText('I am looking into this now')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/New message from Alex Rivera/)).toBeAttached();
  });

  test('automatic scrolling follows new messages, holds while the member reads older ones, and resumes at the bottom', async ({ page, signInPage }) => {
    const THREAD = 'ticket-200001-2';
    await signInPage.signInToHome(MARIA.email);
    await page.goto(`/messages/${THREAD}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Finding an in-network dermatologist' })).toBeVisible();
    const region = history(page);
    const position = () => region.evaluate((element) => ({ top: element.scrollTop, fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight, scrollable: element.scrollHeight > element.clientHeight }));
    const longReply = (n: number) => `Update ${n}: ${'I checked the directory again and found more dermatologists near you with openings this month. '.repeat(3)}`;

    for (let n = 1; n <= 8; n++) await concierge.agentReply(THREAD, longReply(n));
    await expect(region.getByText(/^Update 8:/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await position()).scrollable).toBe(true);
    await expect.poll(async () => (await position()).fromBottom).toBeLessThan(5);

    // The member scrolls up to read: a new message arrives and the view stays where they are reading.
    await region.hover();
    await page.mouse.wheel(0, -10_000);
    await expect.poll(async () => (await position()).top).toBe(0);
    await concierge.agentReply(THREAD, 'Reply while you read');
    await expect(region.getByText('Reply while you read')).toBeAttached({ timeout: 30_000 });
    expect((await position()).top).toBe(0);
    await expect(region.getByText('Reply while you read')).not.toBeInViewport();

    // Back at the bottom, the next message is followed again.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(async () => (await position()).fromBottom).toBeLessThan(5);
    await concierge.agentReply(THREAD, 'Reply at the bottom');
    await expect(region.getByText('Reply at the bottom')).toBeInViewport({ timeout: 30_000 });
    await expect.poll(async () => (await position()).fromBottom).toBeLessThan(5);
  });

  test('a send that fails through every retry keeps the message marked, and Retry delivers it', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/ticket-200001-2');
    // 1 try + 3 retries (features §7) all answer 500.
    await concierge.failNextSends(4);
    await page.getByRole('textbox', { name: 'Message' }).fill('Is Dr. Shah in network?');
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = history(page).getByRole('listitem').filter({ hasText: 'Is Dr. Shah in network?' });
    await expect(mine.getByText('Sending…')).toBeVisible();
    await expect(mine.getByText('Not sent.')).toBeVisible({ timeout: 20_000 });
    // The failed message, with its text, is still there after the member leaves for another tab and comes back.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await conciergeLink(page).click();
    await openThread(page, 'Finding an in-network dermatologist');
    await expect(history(page).getByRole('listitem').filter({ hasText: 'Is Dr. Shah in network?' }).getByText('Not sent.')).toBeVisible();
    await history(page).getByRole('button', { name: 'Retry' }).click();
    await expect(history(page).getByText('Not sent.')).toHaveCount(0);
    await expect(history(page).getByRole('listitem').filter({ hasText: 'Is Dr. Shah in network?' })).toBeVisible();
    await expect(history(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('what the member typed survives switching tabs', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/ticket-200001-1');
    await page.getByRole('textbox', { name: 'Message' }).fill('Half a thought');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await conciergeLink(page).click();
    await openThread(page, 'Question about my HRA balance');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  test('a PDF is attached, sent and opened; a refused file is explained and nothing else is lost', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/ticket-200001-1');
    await page.getByRole('textbox', { name: 'Message' }).fill('My EOB is attached.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('zip') });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.zip can\'t be attached: only photos' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('My EOB is attached.');
    // A program named like a PDF is judged by its content: refused in words, the message kept.
    await page.getByLabel('Attach files').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: WINDOWS_PROGRAM });
    await expect(page.getByRole('alert').filter({ hasText: "invoice.pdf can't be attached: it is named like a photo or a PDF, but its content is neither." })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('My EOB is attached.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'eob.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf('EOB')) });
    const files = page.getByRole('list', { name: 'Files to send' });
    await expect(files.getByText('Ready')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const link = history(page).getByRole('link', { name: 'Open eob.pdf (application/pdf) (opens in a new tab)' });
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe("attachment; filename*=UTF-8''eob.pdf");
    // The seeded closed thread's attachment is listed too, and the thread is read-only.
    await page.goto('/messages/ticket-200001-3');
    await expect(history(page).getByRole('link', { name: 'Open visit-receipt.pdf (application/pdf) (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This conversation is closed' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New conversation' })).toBeVisible();
  });

  test('the offline-concierge message, the chatbot hand-off, a conversation that is gone and another member’s', async ({ page, signInPage }) => {
    await signInPage.signInToHome(MARIA.email);
    await concierge.setAvailability('offline');
    await page.goto('/messages/ticket-200001-4');
    await expect(page.getByRole('heading', { name: 'The concierge is offline right now' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Concierge opening hours' })).toBeVisible();
    await expect(page.getByText("You're chatting with our chatbot.")).toBeVisible();
    await page.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(page.getByText("You're chatting with our chatbot.")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/messages/ticket-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'This conversation is gone' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to messages' })).toBeVisible();

    // Another member's conversation (the member API answers 403) is not found to Maria either: no Try again.
    await page.goto('/messages/ticket-200006-1');
    await expect(page.getByRole('heading', { level: 1, name: 'This conversation is gone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a new conversation through /get-support in Spanish carries the spanish tag', async ({ page, signInPage }) => {
    await sandbox.reset();
    await sandbox.setFlags(LUCIA.accountId, { messageRoutingUX: true });
    await signInPage.open();
    await signInPage.signIn(LUCIA.email);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/get-support');
    await expect(page.getByRole('heading', { level: 1, name: '¿Cómo podemos ayudarle?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Reclamos' }).click();
    await page.getByRole('link', { name: 'Estado de un reclamo' }).click();
    await expect(page).toHaveURL(/\/get-support\/claims\/claim_status$/);
    await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Estado de un reclamo');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('¿Cuándo se pagará mi reclamo?');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estado de un reclamo' })).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/ticket-/);
    const stored = await concierge.latestChat(LUCIA.accountId);
    expect(stored.tags).toEqual(['claims', 'claim_status', 'spanish']);
    expect(stored.customFields).toEqual({ originatedFrom: 'ui-member' });
    expect(stored.chat.messages[0]?.content).toBe('¿Cuándo se pagará mi reclamo?');
  });

  test('with chatbotUX a new conversation is answered by the chatbot first, and the member can ask for a person', async ({ page, signInPage }) => {
    await sandbox.reset();
    await sandbox.setFlags(MARIA.accountId, { chatbotUX: true });
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/new');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Pharmacy');
    await page.getByRole('textbox', { name: 'Message' }).fill('Which pharmacies take my plan?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
    await expect(history(page).getByText('Member Assistant (chatbot)')).toBeVisible();
    await expect(history(page).getByText('I am the Member Assistant')).toBeVisible();
    const stored = await concierge.latestChat(MARIA.accountId);
    expect(stored.chat.subject).toBe('Pharmacy');
    await page.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(page.getByText("You're chatting with our chatbot.")).toHaveCount(0);
    // allowChatbotInternalMessages: the chatbot's hand-off note shows to a chatbotUX member.
    await expect(history(page).getByText('Chatbot handed the conversation to the concierge team.')).toBeVisible();
  });

  test('an inactive member is sent from /get-support to /messages/new', async ({ page, signInPage }) => {
    await signInPage.open();
    await signInPage.signIn(PRIYA_INACTIVE.email);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/get-support');
    await expect(page).toHaveURL(/\/messages\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New conversation' })).toBeVisible();
  });

  test('the survey: offered under a closed conversation, completed in its frame, a message from another origin ignored', async ({ page, signInPage }) => {
    await sandbox.reset();
    await sandbox.setFlags(MARIA.accountId, { showNpsSurvey: true });
    await signInPage.signInToHome(MARIA.email);
    await page.goto('/messages/ticket-200001-3');
    await page.getByRole('button', { name: 'Take the survey' }).click();
    const frame = page.frameLocator('iframe[title="Concierge survey"]');
    // A completion posted by the app's own origin (not the survey provider's) changes nothing.
    await page.evaluate(() => window.postMessage({ type: 'member-nps-survey', status: 'completed', score: 10 }, '*'));
    await expect(page.getByTitle('Concierge survey')).toBeVisible();
    await expect(page.getByText('Thank you for your answer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await frame.getByRole('radio', { name: '9' }).check();
    await frame.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Thank you for your answer')).toBeVisible();
    expect((await surveyProvider.responses()).at(-1)?.score).toBe(9);
    // At most once per period: not offered again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This conversation is closed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take the survey' })).toHaveCount(0);
  });

  test.describe('at a phone viewport', () => {
    test.use({ viewport: NARROW });
    test('the list, a thread and the new-conversation form pass axe in both languages', async ({ page, signInPage }) => {
      await signInPage.signInToHome(MARIA.email);
      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/messages/ticket-200001-1');
      await expect(history(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/account');
      await page.getByRole('radio', { name: 'Español' }).check();
      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/messages/ticket-200001-3');
      await expect(page.getByRole('heading', { name: 'Esta conversación está cerrada' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Historial de la conversación' }).getByRole('link', { name: /Abrir visit-receipt\.pdf/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/messages/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva conversación' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
