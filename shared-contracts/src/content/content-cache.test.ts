import { createContentCache } from './content-cache';

describe('content cache (member-features §7, §9: 300000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers from the cache for 5 minutes, then loads again', async () => {
    const cache = createContentCache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await expect(cache.get('k', load)).resolves.toBe('first');
    jest.advanceTimersByTime(299_999);
    await expect(cache.get('k', load)).resolves.toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await expect(cache.get('k', load)).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers and keys by query', async () => {
    const cache = createContentCache();
    const load = jest.fn(async () => 'value');
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('b', load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call tries again', async () => {
    const cache = createContentCache();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    await expect(cache.get('k', load)).rejects.toThrow('down');
    await expect(cache.get('k', load)).resolves.toBe('back');
  });

  it('can be cleared', async () => {
    const cache = createContentCache({ ttlMs: 1000 });
    const load = jest.fn(async () => 'v');
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
