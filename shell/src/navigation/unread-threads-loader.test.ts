import type { Logger } from '@member/shared-contracts';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));

import { forgetUnreadThreadsModule, loadUnreadThreadsModule } from './unread-threads-loader';

const logger = (): jest.Mocked<Logger> => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

beforeEach(() => {
  loadRemote.mockReset();
  forgetUnreadThreadsModule();
});

describe('loadUnreadThreadsModule', () => {
  it('loads mfe_messages/unread-threads once', async () => {
    const module = { fetchUnreadThreadIds: jest.fn() };
    loadRemote.mockResolvedValue(module);
    const log = logger();
    await expect(loadUnreadThreadsModule(log)).resolves.toBe(module);
    await loadUnreadThreadsModule(log);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_messages/unread-threads');
  });

  it('answers null and logs when the remote is down, and tries again next time', async () => {
    loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const log = logger();
    await expect(loadUnreadThreadsModule(log)).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledWith('unread threads module failed to load', { remote: 'mfe_messages', error: 'TypeError' });
    loadRemote.mockResolvedValueOnce({ fetchUnreadThreadIds: jest.fn() });
    await expect(loadUnreadThreadsModule(log)).resolves.not.toBeNull();
  });

  it('answers null for a module of another shape', async () => {
    loadRemote.mockResolvedValue({ something: 'else' });
    await expect(loadUnreadThreadsModule(logger())).resolves.toBeNull();
  });
});
