import type { SqlExecutor } from '../member-api/database/sql-database';
import { insertChat, insertMessage, insertUpload } from '../member-api/concierge/chats-repository';
import { CHATBOT_AGENT_ID, DEMO_AGENT_ID } from '../member-api/concierge/concierge-agents';
import { personas } from './personas';

interface SeedMessage {
  from: 'member' | 'agent' | 'chatbot';
  at: string;
  content: string;
  /** A PDF attached to the message (its file name). */
  pdf?: string;
}

interface SeedThread {
  id: string;
  accountId: string;
  status: string;
  subject: string;
  unread: boolean;
  chatbot?: boolean;
  spanish?: boolean;
  messages: SeedMessage[];
}

/** A one-page PDF that viewers open ("Receipt"), so the seeded attachment is a real file. */
export function tinyPdf(text: string): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * Maria (hra.primary, 200001) has four threads — two unread, one closed, one with the
 * chatbot, one with a PDF attachment; every other persona has one (Lucía's in Spanish).
 */
const seedThreads: SeedThread[] = [
  {
    id: 'ticket-200001-1', accountId: '200001', status: 'open', subject: 'Question about my HRA balance', unread: true,
    messages: [
      { from: 'member', at: '2026-03-02T14:20:00.000Z', content: 'Hi, how much is left in my HRA for this plan year?' },
      { from: 'agent', at: '2026-03-02T15:00:00.000Z', content: 'Hi Maria, you have $1,250.00 left for this plan year. Anything else I can check for you?' },
    ],
  },
  {
    id: 'ticket-200001-2', accountId: '200001', status: 'open', subject: 'Finding an in-network dermatologist', unread: true,
    messages: [
      { from: 'member', at: '2026-03-01T09:50:00.000Z', content: 'Can you help me find a dermatologist near Austin who is in network?' },
      { from: 'agent', at: '2026-03-01T10:30:00.000Z', content: 'I found three in-network dermatologists within 5 miles. Would you like me to book the earliest appointment?' },
    ],
  },
  {
    id: 'ticket-200001-3', accountId: '200001', status: 'closed', subject: 'Claim receipt upload', unread: false,
    messages: [
      { from: 'member', at: '2026-02-10T08:40:00.000Z', content: 'Here is the receipt for my February visit.', pdf: 'visit-receipt.pdf' },
      { from: 'agent', at: '2026-02-10T09:00:00.000Z', content: 'Thank you, the receipt is now on your claim. I am closing this conversation.' },
    ],
  },
  {
    id: 'ticket-200001-4', accountId: '200001', status: 'open', subject: 'Pharmacy coverage question', unread: false, chatbot: true,
    messages: [
      { from: 'member', at: '2026-02-20T12:00:00.000Z', content: 'Is my prescription covered at any pharmacy?' },
      { from: 'chatbot', at: '2026-02-20T12:00:05.000Z', content: 'Most pharmacies in your network accept your plan. Would you like to talk to a person about a specific prescription?' },
    ],
  },
  ...personas
    .map((persona) => persona.account.accountId)
    .filter((accountId) => accountId !== '200001')
    .map((accountId): SeedThread => {
      const spanish = personas.find((persona) => persona.account.accountId === accountId)?.language === 'spanish';
      return {
        id: `ticket-${accountId}-1`, accountId, status: 'open', subject: spanish ? 'Bienvenida a su conserjería' : 'Welcome to your concierge', unread: false, spanish,
        messages: [
          {
            from: 'agent', at: '2026-03-01T08:00:00.000Z',
            content: spanish
              ? 'Hola, soy Alex de su equipo de conserjería. Escríbanos cuando necesite ayuda con su plan.'
              : 'Hi, I am Alex from your concierge team. Write to us whenever you need help with your plan.',
          },
        ],
      };
    }),
];

/** Writes the seeded threads, their messages and attachments (after the accounts). */
export async function seedConcierge(tx: SqlExecutor): Promise<void> {
  for (const thread of seedThreads) {
    const agent = thread.chatbot ? CHATBOT_AGENT_ID : DEMO_AGENT_ID;
    await insertChat(tx, {
      id: thread.id, accountId: thread.accountId, status: thread.status, subject: thread.subject, agent, isChatbot: thread.chatbot ?? false,
      hasUnreadMessages: false, servicesRequested: [], tags: thread.spanish ? ['spanish'] : [], customFields: { originatedFrom: 'ui-member' },
      createdAt: thread.messages[0]?.at ?? '2026-03-01T00:00:00.000Z',
    });
    for (const [index, message] of thread.messages.entries()) {
      const uploadTokens: string[] = [];
      if (message.pdf) {
        const token = `${thread.id.replace(/\D/g, '').padEnd(32, '0')}`.slice(0, 32);
        await insertUpload(tx, { token, accountId: thread.accountId, fileName: message.pdf, contentType: 'application/pdf', data: tinyPdf('Receipt') });
        uploadTokens.push(token);
      }
      await insertMessage(tx, {
        id: `${thread.id}-m${index + 1}`, chatId: thread.id, agent: message.from === 'member' ? null : message.from === 'chatbot' ? CHATBOT_AGENT_ID : agent,
        isChatbot: message.from === 'chatbot', content: message.content, createdAt: message.at, uploadTokens,
      });
    }
    await tx.query('UPDATE concierge_tickets SET has_unread_messages = $2 WHERE id = $1', [thread.id, thread.unread]);
  }
}
