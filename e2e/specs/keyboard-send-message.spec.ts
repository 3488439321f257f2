import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { pressUntilFocused, politeAnnouncer } from '../support/keyboard-focus';
import type { SignInPage } from '../support/sign-in-page';
import { signInInSpanish } from '../support/spanish-sign-in';
import { tinyPdf } from '../../sandbox/src/seed/concierge-threads';

/**
 * Sending a message with an attachment with the keyboard alone (WCAG 2.1.1, 2.4.3, 4.1.3): Tab, type,
 * Space on the file picker, Enter on Send. After every change: where focus is, and what the shared live
 * announcer said (a region that was in the page, empty, before it was filled).
 */
interface Start {
  page: Page;
  signInPage: SignInPage;
}

const JOURNEYS = [
  {
    language: 'English',
    signIn: ({ signInPage }: Start) => signInPage.signInToHome(members.hraPrimary.email),
    heading: 'New conversation',
    subject: 'Subject',
    message: 'Message',
    attach: 'Attach files',
    removeFile: 'Remove eob.pdf',
    sendNew: 'Send message',
    send: 'Send',
    fileReady: 'eob.pdf is attached and ready to send.',
    sentWithFile: 'Message sent with 1 file.',
    sent: 'Message sent.',
    history: 'Conversation history',
  },
  {
    language: 'Spanish',
    signIn: ({ page }: Start) => signInInSpanish(page, 'spanish@example.com'),
    heading: 'Nueva conversación',
    subject: 'Asunto',
    message: 'Mensaje',
    attach: 'Adjuntar archivos',
    removeFile: 'Quitar eob.pdf',
    sendNew: 'Enviar mensaje',
    send: 'Enviar',
    fileReady: 'eob.pdf está adjunto y listo para enviar.',
    sentWithFile: 'Mensaje enviado con 1 archivo.',
    sent: 'Mensaje enviado.',
    history: 'Historial de la conversación',
  },
] as const;

for (const journey of JOURNEYS) {
  test(`a new message with an attachment, then a reply, keyboard only (${journey.language})`, async ({ page, signInPage }) => {
    await journey.signIn({ page, signInPage });
    await page.goto('/messages/new');
    await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeVisible();
    const announcer = politeAnnouncer(page);

    // Subject, then the message.
    const subject = page.getByRole('textbox', { name: journey.subject });
    await pressUntilFocused(page, subject);
    await page.keyboard.type('Receipt for my visit');
    await page.keyboard.press('Tab');
    const message = page.getByRole('textbox', { name: journey.message });
    await expect(message).toBeFocused();
    await page.keyboard.type('Here is the receipt.');

    // The file picker opens from the keyboard (Space), and focus stays on it once a file is chosen.
    await page.keyboard.press('Tab');
    const picker = page.getByLabel(journey.attach);
    await expect(picker).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'eob.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf('EOB')) });
    await expect(announcer).toContainText(journey.fileReady);
    await expect(picker).toBeFocused();
    await expectNoAxeViolations(page);

    // Past the file's Remove button to Send.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: journey.removeFile })).toBeFocused();
    await page.keyboard.press('Tab');
    const sendNew = page.getByRole('button', { name: journey.sendNew });
    await expect(sendNew).toBeFocused();
    await page.keyboard.press('Enter');

    // The new thread: its heading has focus, and only then is the message said to be sent, once.
    const thread = page.getByRole('heading', { level: 1, name: 'Receipt for my visit' });
    await expect(thread).toBeFocused();
    await expect(page).toHaveURL(/\/messages\/ticket-/);
    await expect(announcer).toHaveText(journey.sentWithFile);
    await expect(page.getByRole('region', { name: journey.history }).getByText('Here is the receipt.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A reply in the thread: the message field, then Send (past the file picker); focus stays on Send.
    await pressUntilFocused(page, page.getByRole('textbox', { name: journey.message }));
    await page.keyboard.type('Thank you.');
    const send = page.getByRole('button', { name: journey.send, exact: true });
    await pressUntilFocused(page, send, 'Tab', 4);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: journey.history }).getByText('Thank you.')).toBeVisible();
    await expect(announcer).toContainText(journey.sent);
    await expect(announcer.getByText(journey.sent, { exact: true })).toHaveCount(1);
    await expect(send).toBeFocused();
    await expect(page.getByRole('textbox', { name: journey.message })).toHaveValue('');
  });
}
