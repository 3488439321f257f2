/** Seeded concierge tickets (features §3): Maria (hra.primary, 200001) has two with unread messages. */
export interface SeedConciergeTicket {
  id: string;
  accountId: string;
  status: string;
  agent: string | null;
  subject: string;
  updatedAt: string;
  hasUnreadMessages: boolean;
}

export const seedConciergeTickets: SeedConciergeTicket[] = [
  { id: 'ticket-200001-1', accountId: '200001', status: 'open', agent: 'Concierge team', subject: 'Question about my HRA balance', updatedAt: '2026-03-02T15:00:00.000Z', hasUnreadMessages: true },
  { id: 'ticket-200001-2', accountId: '200001', status: 'open', agent: 'Concierge team', subject: 'Finding an in-network dermatologist', updatedAt: '2026-03-01T10:30:00.000Z', hasUnreadMessages: true },
  { id: 'ticket-200001-3', accountId: '200001', status: 'solved', agent: 'Concierge team', subject: 'Claim receipt upload', updatedAt: '2026-02-10T09:00:00.000Z', hasUnreadMessages: false },
  { id: 'ticket-200009-1', accountId: '200009', status: 'open', agent: null, subject: 'Welcome to the demo', updatedAt: '2026-03-01T08:00:00.000Z', hasUnreadMessages: false },
];
