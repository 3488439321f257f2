import { ContentError } from '@member/shared-contracts/content';
import { type ContentPort } from '@member/shared-contracts/mount';
import { type Logger } from '@member/shared-contracts/logging';
import { createLazyContentPort } from './lazy-content-port';

const logger: Logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const options = (onCriticalFailure = jest.fn()) => ({
  config: { baseUrl: 'https://cdn.test', host: 'cdn.test', insecure: false, space: 's', environment: 'master', accessToken: 't' },
  currentLocale: () => 'en-US' as const,
  onCriticalFailure,
  logger,
});

describe('lazy content port', () => {
  it('loads and creates the real port once, on the first query (or a preload), and hands every query to it', async () => {
    const real = { getEntries: jest.fn(async () => [{ id: '1' }]), getEntry: jest.fn(async () => ({ id: '2' })) } as unknown as ContentPort;
    const createContentfulContentPort = jest.fn(() => real);
    const loadModule = jest.fn(async () => ({ createContentfulContentPort }));
    const port = createLazyContentPort(options(), loadModule);
    expect(loadModule).not.toHaveBeenCalled();
    port.preload();
    await expect(port.getEntries({ contentType: 'agent' })).resolves.toEqual([{ id: '1' }]);
    await expect(port.getEntry({ contentType: 'infoPage' })).resolves.toEqual({ id: '2' });
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(createContentfulContentPort).toHaveBeenCalledTimes(1);
    expect(real.getEntries).toHaveBeenCalledWith({ contentType: 'agent' });
  });

  it('a client that cannot load fails the query as the service would (the global error page for high criticality), and is asked for again next time', async () => {
    const onCriticalFailure = jest.fn();
    const loadModule = jest.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    const port = createLazyContentPort(options(onCriticalFailure), loadModule);
    await expect(port.getEntries({ contentType: 'applicationStringV2' })).rejects.toBeInstanceOf(ContentError);
    expect(onCriticalFailure).toHaveBeenCalledTimes(1);
    await expect(port.getEntries({ contentType: 'carousel', criticality: 'low' })).rejects.toBeInstanceOf(ContentError);
    expect(onCriticalFailure).toHaveBeenCalledTimes(1);
    expect(loadModule).toHaveBeenCalledTimes(2);
  });
});
