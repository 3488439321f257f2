import { HttpError } from '../http/http-error';
import { MESSAGING_RETRY_POLICY, isRetryableStatus, retryDelayMs } from '../http/retry-policy';
import { chatCreateError, chatReadError } from './chat-errors';
import { chatCreationSchema, threadMessageSchema } from './chat-request-schemas';
import { isThreadClosed, newThreadTags, threadStatus, toThreadMessage, toThreadSummary, toUploadResult } from './chats';
import { isConciergeSchedule, isWithinOpeningHours } from './concierge-schedule';
import { isNpsSurveyCompletion, mayOfferNpsSurvey } from './nps-survey';

describe('messaging retry policy (features §7)', () => {
  it('retries 3 times with factor 1.5, on 5xx only', () => {
    expect(MESSAGING_RETRY_POLICY).toMatchObject({ retries: 3, factor: 1.5 });
    expect([1, 2, 3].map((attempt) => retryDelayMs(MESSAGING_RETRY_POLICY, attempt))).toEqual([1000, 1500, 2250]);
    expect(isRetryableStatus(500)).toBe(true);
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(404)).toBe(false);
    expect(isRetryableStatus(422)).toBe(false);
  });
});

describe('chat rules', () => {
  it('lower-cases the status and closes on "closed" only', () => {
    expect(threadStatus('OPEN')).toBe('open');
    expect(isThreadClosed('Closed')).toBe(true);
    expect(isThreadClosed('solved')).toBe(false);
  });
  it('maps a server message to a thread message', () => {
    expect(
      toThreadMessage({ id: 'm1', content: 'Hi', agent: '381000001', createdAt: '2026-03-01T10:00:00.000Z', attachments: [{ filename: 'a.pdf', type: 'application/pdf' }] }),
    ).toEqual({ id: 'm1', body: 'Hi', attachments: [{ name: 'a.pdf', type: 'application/pdf' }], isFromAgent: true, timestamp: '2026-03-01T10:00:00.000Z', agentId: '381000001', isChatbot: false });
    expect(toThreadMessage({ id: 'm2', content: 'Me', agent: null, createdAt: 'x', attachments: [] }).isFromAgent).toBe(false);
  });
  it('reads the upload token and file name', () => {
    expect(toUploadResult({ upload: { token: 't1', attachment: { file_name: 'a.pdf', content_type: 'application/pdf', size: 3 } } })).toEqual({ token: 't1', fileName: 'a.pdf' });
  });
  it('adds the spanish tag for es-US only, once', () => {
    expect(newThreadTags(['claims'], 'es-US')).toEqual(['claims', 'spanish']);
    expect(newThreadTags(['claims', 'spanish'], 'es-US')).toEqual(['claims', 'spanish']);
    expect(newThreadTags(['claims'], 'en-US')).toEqual(['claims']);
  });
  it('requires message text and caps attachments', () => {
    expect(threadMessageSchema.safeParse({ content: '  ' }).success).toBe(false);
    expect(threadMessageSchema.safeParse({ content: 'Hello', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] }).success).toBe(false);
    expect(threadMessageSchema.safeParse({ content: 'Hello', attachments: ['a'] }).success).toBe(true);
    expect(chatCreationSchema.safeParse({ content: 'Hi', subject: 'Claims', tags: ['claims'], customFields: { originatedFrom: 'ui-member' }, useChatbot: false }).success).toBe(true);
    expect(chatCreationSchema.safeParse({ content: 'Hi', subject: 'Claims', extra: 1 }).success).toBe(false);
  });
  it('reads 422 as the invalid-tag error, and 404 and another member’s chat (403) as not found, with the server message', () => {
    expect(chatCreateError(new HttpError(422, 'Tag "x y" is not valid', new Headers()))).toEqual({ kind: 'invalidTag', message: 'Tag "x y" is not valid' });
    expect(chatCreateError(new HttpError(500, 'boom', new Headers())).kind).toBe('unknown');
    expect(chatReadError(new HttpError(404, 'Chat c9 not found', new Headers()))).toEqual({ kind: 'notFound', message: 'Chat c9 not found' });
    expect(chatReadError(new HttpError(403, 'The chat belongs to another account', new Headers()))).toEqual({ kind: 'notFound', message: 'The chat belongs to another account' });
    expect(chatReadError(new HttpError(500, 'boom', new Headers())).kind).toBe('unknown');
  });
});

describe('concierge schedule', () => {
  const schedule = { isOnline: true, timeZone: 'America/Chicago', hours: [{ dayOfWeek: 1, opens: '08:00', closes: '20:00' }] };
  it('checks the shape', () => {
    expect(isConciergeSchedule(schedule)).toBe(true);
    expect(isConciergeSchedule({ isOnline: 'yes' })).toBe(false);
  });
  it('is open inside the hours in the schedule’s time zone', () => {
    expect(isWithinOpeningHours(schedule, new Date('2026-03-02T15:00:00Z'))).toBe(true); // Monday 09:00 in Chicago
    expect(isWithinOpeningHours(schedule, new Date('2026-03-03T03:00:00Z'))).toBe(false); // Monday 21:00
    expect(isWithinOpeningHours(schedule, new Date('2026-03-03T15:00:00Z'))).toBe(false); // Tuesday
  });
});

describe('thread summary', () => {
  const ticket = { id: 't1', status: 'OPEN', subject: 'HRA', updated_at: '2026-03-02T15:00:00.000Z', has_unread_messages: true, agent: '381000001' };
  it('lower-cases the status and takes the agent from content, else the fallback name', () => {
    const agents = new Map([['381000001', { name: 'Alex Rivera', photoUrl: '//img/alex.svg' }]]);
    expect(toThreadSummary(ticket, agents, 'Concierge team')).toEqual({
      threadId: 't1', status: 'open', subject: 'HRA', lastMessageTimestamp: '2026-03-02T15:00:00.000Z', isUnread: true,
      agent: { name: 'Alex Rivera', photoUrl: '//img/alex.svg', isChatbot: false },
    });
    expect(toThreadSummary({ ...ticket, is_chatbot: true }, new Map(), 'Concierge team').agent).toEqual({ name: 'Concierge team', photoUrl: null, isChatbot: true });
    expect(toThreadSummary({ ...ticket, agent: null }, agents, 'x').agent).toBeNull();
  });
});

describe('net-promoter survey', () => {
  const origin = 'http://localhost:4010';
  const completed = { type: 'member-nps-survey', status: 'completed', score: 9 };
  it('accepts a completion only from the survey origin and in the expected shape', () => {
    expect(isNpsSurveyCompletion({ origin, data: completed }, origin)).toBe(true);
    expect(isNpsSurveyCompletion({ origin: 'http://localhost:3000', data: completed }, origin)).toBe(false);
    expect(isNpsSurveyCompletion({ origin: 'http://localhost:40100', data: completed }, origin)).toBe(false);
    expect(isNpsSurveyCompletion({ origin, data: completed }, null)).toBe(false);
    expect(isNpsSurveyCompletion({ origin, data: { ...completed, score: 11 } }, origin)).toBe(false);
    expect(isNpsSurveyCompletion({ origin, data: { ...completed, status: 'started' } }, origin)).toBe(false);
    expect(isNpsSurveyCompletion({ origin, data: 'completed' }, origin)).toBe(false);
  });
  it('offers the survey at most once every 90 days', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(mayOfferNpsSurvey(null, now)).toBe(true);
    expect(mayOfferNpsSurvey('2026-05-01T00:00:00Z', now)).toBe(false);
    expect(mayOfferNpsSurvey('2026-03-01T00:00:00Z', now)).toBe(true);
  });
});
