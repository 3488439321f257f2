import type { Logger } from '@member/shared-contracts/logging';
import { createPlanIdSync } from './plan-id-sync';

function setup(updatePlanAttribute = jest.fn().mockResolvedValue(undefined)) {
  const logger: jest.Mocked<Logger> = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const forceRefreshSession = jest.fn().mockResolvedValue(undefined);
  return { logger, updatePlanAttribute, forceRefreshSession, sync: createPlanIdSync({ logger, updatePlanAttribute, forceRefreshSession }) };
}

describe('plan id sync', () => {
  it('updates the attribute then force-refreshes, in that order', async () => {
    const { sync, updatePlanAttribute, forceRefreshSession } = setup();
    await sync('a-1', 7, 5);
    expect(updatePlanAttribute).toHaveBeenCalledWith(7);
    expect(forceRefreshSession).toHaveBeenCalledTimes(1);
    expect(updatePlanAttribute.mock.invocationCallOrder[0]).toBeLessThan(forceRefreshSession.mock.invocationCallOrder[0] as number);
  });

  it('treats an absent token plan id as a mismatch', async () => {
    const { sync, updatePlanAttribute } = setup();
    await sync('a-1', 7, null);
    expect(updatePlanAttribute).toHaveBeenCalledWith(7);
  });

  it('does nothing when the plan ids match', async () => {
    const { sync, updatePlanAttribute, forceRefreshSession } = setup();
    await sync('a-1', 7, 7);
    expect(updatePlanAttribute).not.toHaveBeenCalled();
    expect(forceRefreshSession).not.toHaveBeenCalled();
  });

  it('acts once per mismatch, but again for a new one', async () => {
    const { sync, updatePlanAttribute } = setup();
    await sync('a-1', 7, 5);
    await sync('a-1', 7, 5);
    expect(updatePlanAttribute).toHaveBeenCalledTimes(1);
    await sync('a-1', 8, 7);
    expect(updatePlanAttribute).toHaveBeenCalledTimes(2);
  });

  it('logs a failed update without values, does not refresh and does not retry', async () => {
    const { sync, logger, forceRefreshSession, updatePlanAttribute } = setup(jest.fn().mockRejectedValue(new Error('NotAuthorizedException 501')));
    await sync('a-1', 7, 5);
    await sync('a-1', 7, 5);
    expect(forceRefreshSession).not.toHaveBeenCalled();
    expect(updatePlanAttribute).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('plan id attribute update failed', { error: 'Error' });
  });
});
