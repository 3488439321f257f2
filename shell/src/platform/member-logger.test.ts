import { logsPayloadSchema } from '@member/shared-contracts/logging';
import { type HttpClient } from '@member/shared-contracts/http';
import { createMemberLogger } from './member-logger';

function fakeHttp() {
  const post = jest.fn().mockResolvedValue(undefined);
  return { http: { post } as unknown as HttpClient, post };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('member logger', () => {
  it('ships info, warnings and errors (level info, access §9) to /api/logs in one batch the member API accepts', () => {
    const { http, post } = fakeHttp();
    const logger = createMemberLogger({ http });
    logger.warn('remote failed to load', { remote: 'mfe_claims', reason: 'unavailable' });
    logger.error('Error signing out', { error: 'NetworkError' });
    logger.debug('below the level: not shipped');
    logger.info('flags evaluated');
    jest.advanceTimersByTime(1000);
    expect(post).toHaveBeenCalledTimes(1);
    const [path, { body, excludeAuth }] = post.mock.calls[0];
    expect(path).toBe('/api/logs');
    expect(excludeAuth).toBe(true);
    expect(logsPayloadSchema.safeParse(body).success).toBe(true);
    expect(body.entries.map((entry: { message: string }) => entry.message)).toEqual(['remote failed to load', 'Error signing out', 'flags evaluated']);
  });

  it('splits a burst into batches of at most 100 entries', () => {
    const { http, post } = fakeHttp();
    const logger = createMemberLogger({ http });
    for (let index = 0; index < 150; index += 1) logger.info('tick', { index });
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    expect(post.mock.calls.map(([, { body }]) => body.entries.length)).toEqual([100, 50]);
    for (const [, { body }] of post.mock.calls) expect(logsPayloadSchema.safeParse(body).success).toBe(true);
  });

  it('drops personal data from contexts, in the batch and on the console', () => {
    const { http, post } = fakeHttp();
    const logger = createMemberLogger({ http });
    logger.warn('lookup failed', { email: 'maria@example.com', phoneNumber: '5125550101', status: 500 });
    jest.advanceTimersByTime(1000);
    const [, { body }] = post.mock.calls[0];
    expect(body.entries[0].context).toEqual({ status: 500 });
    expect(JSON.stringify((console.warn as jest.Mock).mock.calls)).not.toContain('maria@example.com');
  });

  it('keeps quiet below its level', () => {
    const { http, post } = fakeHttp();
    const logger = createMemberLogger({ http, level: 'error' });
    logger.warn('ignored');
    jest.advanceTimersByTime(1000);
    expect(post).not.toHaveBeenCalled();
  });
});
