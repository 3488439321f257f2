import { ContentError, silentLogger, type DeliveredCollection } from '@member/shared-contracts';
import { createContentfulContentPort, type ContentDeliveryClient } from './contentful-content-port';

const config = { host: 'localhost:4002', insecure: true, space: 'member-sandbox', environment: 'master', accessToken: 'token' };
const item = (id: string) => ({ sys: { id, contentType: { sys: { id: 'infoPage' } } }, fields: { context: 'faq' } });

function setUp(answer: (params: Record<string, string | number>) => Promise<DeliveredCollection>) {
  const getEntries = jest.fn(answer);
  const createClient = jest.fn(async (): Promise<ContentDeliveryClient> => ({ getEntries }));
  const onCriticalFailure = jest.fn();
  const logger = { ...silentLogger, error: jest.fn() };
  const port = createContentfulContentPort({ config, currentLocale: () => 'es-US', onCriticalFailure, logger, createClient });
  return { port, getEntries, createClient, onCriticalFailure, logger };
}

describe('contentful content port', () => {
  afterEach(() => jest.useRealTimers());

  it('queries with the current locale, limit 1000 and include 1, and maps the entries', async () => {
    const { port, getEntries } = setUp(async () => ({ total: 1, items: [item('a')] }));
    await expect(port.getEntries({ contentType: 'infoPage', fields: { context: 'faq' } })).resolves.toEqual([
      { id: 'a', contentType: 'infoPage', fields: { context: 'faq' } },
    ]);
    expect(getEntries).toHaveBeenCalledWith({ content_type: 'infoPage', locale: 'es-US', limit: 1000, include: 1, 'fields.context': 'faq' });
  });

  it('creates the SDK client only on the first query, once', async () => {
    const { port, createClient } = setUp(async () => ({ total: 0, items: [] }));
    expect(createClient).not.toHaveBeenCalled();
    await port.getEntries({ contentType: 'agent' });
    await port.getEntries({ contentType: 'layoutRow', locale: 'en-US' });
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('caches a query for 5 minutes', async () => {
    jest.useFakeTimers();
    const { port, getEntries } = setUp(async () => ({ total: 1, items: [item('a')] }));
    await port.getEntries({ contentType: 'infoPage' });
    await port.getEntries({ contentType: 'infoPage' });
    expect(getEntries).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(300_000);
    await port.getEntries({ contentType: 'infoPage' });
    expect(getEntries).toHaveBeenCalledTimes(2);
  });

  it('a single-entry query with no item is an error and shows the global error page (high criticality by default)', async () => {
    const { port, onCriticalFailure } = setUp(async () => ({ total: 0, items: [] }));
    await expect(port.getEntry({ contentType: 'agent', fields: { zendeskId: '1' } })).rejects.toMatchObject({ kind: 'noItem' });
    expect(onCriticalFailure).toHaveBeenCalledTimes(1);
  });

  it('more than 1000 entries is an error', async () => {
    const { port } = setUp(async () => ({ total: 1001, items: [] }));
    await expect(port.getEntries({ contentType: 'infoPage' })).rejects.toMatchObject({ kind: 'tooManyEntries' });
  });

  it('a service failure becomes an unavailable ContentError, logged without member data; low criticality leaves the page alone', async () => {
    const { port, onCriticalFailure, logger } = setUp(async () => {
      throw new Error('500');
    });
    const failure = port.getEntries({ contentType: 'styledText', criticality: 'low' });
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ kind: 'unavailable' });
    expect(onCriticalFailure).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('content query failed', { contentType: 'styledText', kind: 'unavailable', criticality: 'low' });
  });

  it('tries the SDK again after its chunk failed to load', async () => {
    const getEntries = jest.fn(async () => ({ total: 0, items: [] }));
    const createClient = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ getEntries });
    const port = createContentfulContentPort({ config, currentLocale: () => 'en-US', onCriticalFailure: jest.fn(), logger: silentLogger, createClient });
    await expect(port.getEntries({ contentType: 'agent' })).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(port.getEntries({ contentType: 'agent' })).resolves.toEqual([]);
  });
});
