/**
 * @jest-environment node
 */
import { ContentError, type ContentDeliveryClient, type ContentDeliveryCollection } from '@member/shared-contracts/content';
import { silentLogger } from '@member/shared-contracts/logging';
import { createContentfulContentPort } from './contentful-content-port';

const config = { baseUrl: 'http://localhost:4002', host: 'localhost:4002', insecure: true, space: 'member-sandbox', environment: 'master', accessToken: 'token' };
const item = (id: string) => ({ sys: { id, contentType: { sys: { id: 'infoPage' } } }, fields: { context: 'faq' } });

function setUp(answer: (params: Record<string, unknown>) => Promise<ContentDeliveryCollection>) {
  const getEntries = jest.fn(answer);
  const createClient = jest.fn((): ContentDeliveryClient => ({ getEntries }));
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

  it('creates the Delivery API client only on the first query, once', async () => {
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

  it('sends the Delivery API request through fetch with the token, and retries a 5xx twice (logging a warning) before failing', async () => {
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 503 }));
    const realFetch = global.fetch;
    global.fetch = fetchImpl as unknown as typeof fetch;
    jest.useFakeTimers();
    try {
      const logger = { ...silentLogger, warn: jest.fn(), error: jest.fn() };
      const port = createContentfulContentPort({ config, currentLocale: () => 'en-US', onCriticalFailure: jest.fn(), logger });
      const failure = port.getEntries({ contentType: 'agent', criticality: 'low' });
      const settled = failure.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(10_000);
      await expect(settled).resolves.toMatchObject({ kind: 'unavailable' });
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('http://localhost:4002/spaces/member-sandbox/environments/master/entries?content_type=agent&locale=en-US&limit=1000&include=1');
      expect(init.headers).toEqual({ authorization: 'Bearer token' });
      expect(logger.warn).toHaveBeenCalledTimes(2);
      expect(logger.warn).toHaveBeenCalledWith('content service request failed', { level: 'warning', reason: 'Server 503' });
    } finally {
      global.fetch = realFetch;
    }
  });
});
