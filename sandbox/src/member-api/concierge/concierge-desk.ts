import { isWithinOpeningHours, type ConciergeSchedule } from '@member/shared-contracts/messaging';
import type { LogLine } from '../../http/request-log';
import type { MemberDatabase } from '../database/member-database';
import { CHATBOT_AGENT_ID, DEMO_AGENT_ID } from './concierge-agents';
import { chatOwner, insertMessage, newMessageId } from './chats-repository';

/** Demo mode: the agent answers a member's message this long after it arrives. */
export const DEFAULT_AGENT_REPLY_DELAY_MS = 4000;

/** Opening hours (decision): weekdays 7:00–19:00 and Saturday 8:00–14:00, Central time. */
const CONCIERGE_HOURS: Pick<ConciergeSchedule, 'timeZone' | 'hours'> = {
  timeZone: 'America/Chicago',
  hours: [
    ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '07:00', closes: '19:00' })),
    { dayOfWeek: 6, opens: '08:00', closes: '14:00' },
  ],
};

/** What the concierge's availability follows: always online (the sandbox's default, so demos and tests are steady), forced offline, or the opening hours. */
export type ConciergeAvailability = 'online' | 'offline' | 'hours';

const AGENT_REPLY = {
  en: 'Thanks for your message. I am looking into this now and will get back to you here shortly.',
  es: 'Gracias por su mensaje. Lo estoy revisando y le responderé aquí en breve.',
};
const CHATBOT_REPLY = {
  en: 'Hi, I am the Member Assistant. Most questions about claims, reimbursements and your plan are answered in the Help pages. If you would rather talk to a person, choose "Talk to a person".',
  es: 'Hola, soy el Asistente para Miembros. La mayoría de las preguntas sobre reclamos, reembolsos y su plan se responden en las páginas de Ayuda. Si prefiere hablar con una persona, elija "Hablar con una persona".',
};
const HANDOFF_NOTE = 'Chatbot handed the conversation to the concierge team.';

/**
 * State of the sandbox concierge that is not data: availability, injected send failures (test control),
 * and the demo agent's pending replies. Reset with the data.
 */
export class ConciergeDesk {
  availability: ConciergeAvailability = 'online';
  private failingSends = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: MemberDatabase,
    private readonly options: { agentReplyDelayMs: number; logLine: LogLine; now?: () => Date },
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  schedule(): ConciergeSchedule {
    const isOnline = this.availability === 'online' || (this.availability === 'hours' && isWithinOpeningHours(CONCIERGE_HOURS, this.now()));
    return { isOnline, ...CONCIERGE_HOURS };
  }

  /** Test control: the next `count` message sends answer 500. */
  failNextSends(count: number): void {
    this.failingSends = count;
  }

  /** Whether this send must fail (and counts it). */
  takeSendFailure(): boolean {
    if (this.failingSends <= 0) return false;
    this.failingSends -= 1;
    return true;
  }

  /** An agent (or the chatbot) writes to a chat now. */
  async reply(chatId: string, content: string, from: { agent: string; isChatbot?: boolean } = { agent: DEMO_AGENT_ID }): Promise<string> {
    const id = newMessageId();
    await insertMessage(this.db, { id, chatId, agent: from.agent, isChatbot: from.isChatbot ?? false, content, createdAt: this.now().toISOString() });
    return id;
  }

  /**
   * After a member's message: the chatbot answers at once on a chatbot chat; otherwise, in demo mode and
   * while the concierge is online, the demo agent answers after the delay (0 or less: never).
   */
  async afterMemberMessage(chatId: string, spanish: boolean): Promise<void> {
    const owner = await chatOwner(this.db, chatId);
    if (!owner) return;
    const language = spanish ? 'es' : 'en';
    if (owner.isChatbot) {
      await this.reply(chatId, CHATBOT_REPLY[language], { agent: CHATBOT_AGENT_ID, isChatbot: true });
      return;
    }
    this.scheduleAgentReply(chatId, language);
  }

  /** "The member can ask for a person": the chatbot leaves an internal note and an agent takes over. */
  async handOffToPerson(chatId: string, spanish: boolean): Promise<void> {
    await insertMessage(this.db, { id: newMessageId(), chatId, agent: CHATBOT_AGENT_ID, isChatbot: true, isInternal: true, content: HANDOFF_NOTE, createdAt: this.now().toISOString() });
    this.scheduleAgentReply(chatId, spanish ? 'es' : 'en');
  }

  private scheduleAgentReply(chatId: string, language: 'en' | 'es'): void {
    if (this.options.agentReplyDelayMs <= 0 || !this.schedule().isOnline) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.reply(chatId, AGENT_REPLY[language]).catch((error: unknown) => this.options.logLine(`concierge: demo reply failed: ${String(error)}`));
    }, this.options.agentReplyDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  reset(): void {
    this.availability = 'online';
    this.failingSends = 0;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
