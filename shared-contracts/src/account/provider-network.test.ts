import { HttpError } from '../http/http-error';
import type { HttpClient } from '../http/http-client';
import { fetchHasHcscNetwork } from './provider-network';

const logger = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const httpAnswering = (get: jest.Mock) => ({ get }) as unknown as HttpClient;

describe('fetchHasHcscNetwork (features §7, §8 provider network)', () => {
  it('asks GET /provider-networks?id=<networkId> and reads items[0].isHcscNetwork', async () => {
    const get = jest.fn().mockResolvedValue({ items: [{ isHcscNetwork: true }] });
    const log = logger();
    await expect(fetchHasHcscNetwork(httpAnswering(get), 9002, log)).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith('/provider-networks', { query: { id: 9002 } });
    expect(log.warn).not.toHaveBeenCalled();
    await expect(fetchHasHcscNetwork(httpAnswering(jest.fn().mockResolvedValue({ items: [{ isHcscNetwork: false }] })), 9001, log)).resolves.toBe(false);
  });

  it('an empty list gives false and is logged', async () => {
    const log = logger();
    await expect(fetchHasHcscNetwork(httpAnswering(jest.fn().mockResolvedValue({ items: [] })), 9001, log)).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledWith('provider network list is empty');
  });

  it('any error gives false and is logged with its kind', async () => {
    const log = logger();
    const refused = jest.fn().mockRejectedValue(new HttpError(403, "The network is not the account's", new Headers()));
    await expect(fetchHasHcscNetwork(httpAnswering(refused), 9002, log)).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledWith('provider network lookup failed', { error: 'HttpError' });
    await expect(fetchHasHcscNetwork(httpAnswering(jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))), 9002, log)).resolves.toBe(false);
    expect(log.warn).toHaveBeenLastCalledWith('provider network lookup failed', { error: 'TypeError' });
  });

  it('an answer without items, or a value that is not exactly true, gives false', async () => {
    const log = logger();
    await expect(fetchHasHcscNetwork(httpAnswering(jest.fn().mockResolvedValue({})), 9002, log)).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await expect(fetchHasHcscNetwork(httpAnswering(jest.fn().mockResolvedValue({ items: [{ isHcscNetwork: 'true' }] })), 9002, log)).resolves.toBe(false);
  });

  it('an account without a network asks nothing', async () => {
    const get = jest.fn();
    const log = logger();
    await expect(fetchHasHcscNetwork(httpAnswering(get), null, log)).resolves.toBe(false);
    expect(get).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
