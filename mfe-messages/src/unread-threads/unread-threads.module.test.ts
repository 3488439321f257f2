import type { HttpClient } from '@member/shared-contracts';
import { fetchUnreadThreadIds } from './unread-threads.module';

describe('fetchUnreadThreadIds', () => {
  it('asks for the account tickets and answers the unread ones', async () => {
    const get = jest.fn().mockResolvedValue({
      items: [
        { id: 't1', status: 'open', agent: null, subject: 'A', updated_at: '2026-01-01T00:00:00Z', has_unread_messages: true },
        { id: 't2', status: 'open', agent: null, subject: 'B', updated_at: '2026-01-01T00:00:00Z', has_unread_messages: false },
      ],
    });
    const http = { get } as unknown as HttpClient;
    await expect(fetchUnreadThreadIds({ http, accountId: '200001' })).resolves.toEqual(['t1']);
    expect(get).toHaveBeenCalledWith('/concierge-tickets', { query: { account_id: '200001' }, signal: undefined });
  });

  it('fails on a malformed answer', async () => {
    const http = { get: jest.fn().mockResolvedValue({ nope: true }) } as unknown as HttpClient;
    await expect(fetchUnreadThreadIds({ http, accountId: '200001' })).rejects.toThrow('Malformed');
  });
});
