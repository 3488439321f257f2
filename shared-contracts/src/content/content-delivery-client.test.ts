/**
 * @jest-environment node
 */
import { ContentDeliveryError, contentDeliveryRequest, createContentDeliveryClient, retryWaitMs } from './content-delivery-client';

const config = { baseUrl: 'http://localhost:4002', space: 'member-sandbox', environment: 'master', accessToken: 'token' };
const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

const flowAnswer = {
  sys: { type: 'Array' },
  total: 1,
  skip: 0,
  limit: 1000,
  items: [
    {
      sys: { type: 'Entry', id: 'flow', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'userFlow' } } },
      fields: { steps: [{ sys: { type: 'Link', linkType: 'Entry', id: 'slide1' } }, { sys: { type: 'Link', linkType: 'Entry', id: 'missing' } }] },
    },
  ],
  includes: {
    Entry: [{ sys: { type: 'Entry', id: 'slide1' }, fields: { title: 'Find care', image: { sys: { type: 'Link', linkType: 'Asset', id: 'img' } } } }],
    Asset: [{ sys: { type: 'Asset', id: 'img' }, fields: { file: { url: '//localhost/files/a.svg' } } }],
  },
};

describe('content delivery client', () => {
  it('builds the SDK getEntries request: environment entries path, comma-joined lists, Bearer token', () => {
    const { url, headers } = contentDeliveryRequest(config, { content_type: 'applicationStringV2', locale: 'es-US', limit: 1000, include: 1, 'fields.clientOrgId[in]': ['default', 1003] });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://localhost:4002/spaces/member-sandbox/environments/master/entries');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ content_type: 'applicationStringV2', locale: 'es-US', limit: '1000', include: '1', 'fields.clientOrgId[in]': 'default,1003' });
    expect(headers).toEqual({ authorization: 'Bearer token' });
    expect(contentDeliveryRequest({ ...config, baseUrl: 'https://cdn.contentful.com' }, {}).url).toBe('https://cdn.contentful.com/spaces/member-sandbox/environments/master/entries?');
    // On the shell's origin (the static server or the CDN forwards /api/content): no CORS preflight.
    expect(contentDeliveryRequest({ ...config, baseUrl: '/api/content' }, {}).url).toBe('/api/content/spaces/member-sandbox/environments/master/entries?');
  });

  it('resolves linked entries and assets from includes, keeping an unresolvable link as the SDK does', async () => {
    const client = createContentDeliveryClient(config, { fetchImplementation: async () => json(flowAnswer) });
    const answer = await client.getEntries({ content_type: 'userFlow', include: 5 });
    expect(answer.total).toBe(1);
    const steps = answer.items[0]?.fields.steps as Array<{ fields?: { title: string; image: { fields: { file: { url: string } } } }; sys: { id: string } }>;
    expect(steps[0]?.fields?.title).toBe('Find care');
    expect(steps[0]?.fields?.image.fields.file.url).toBe('//localhost/files/a.svg');
    expect(steps[1]).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'missing' } });
  });

  it('loads the link resolver beside the first request, once, and again after it failed to load', async () => {
    const { default: resolveResponse } = await import('contentful-resolve-response');
    const loadResolver = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(resolveResponse);
    const fetchImplementation = jest.fn(async () => json(flowAnswer));
    const client = createContentDeliveryClient(config, { fetchImplementation, loadResolver });
    await expect(client.getEntries({ content_type: 'userFlow' })).rejects.toThrow('ChunkLoadError');
    expect(loadResolver).toHaveBeenCalledTimes(1);
    await client.getEntries({ content_type: 'userFlow' });
    await client.getEntries({ content_type: 'userFlow' });
    expect(loadResolver).toHaveBeenCalledTimes(2);
  });

  it('retries a 5xx and a network failure up to the retry limit with the SDK waits, then fails', async () => {
    const fetchImplementation = jest.fn().mockResolvedValueOnce(new Response('', { status: 502 })).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('', { status: 500 }));
    const waits: number[] = [];
    const reasons: string[] = [];
    const client = createContentDeliveryClient(config, {
      fetchImplementation,
      retryLimit: 2,
      random: () => 0,
      wait: async (ms) => void waits.push(ms),
      onRetry: (reason) => void reasons.push(reason),
    });
    await expect(client.getEntries({ content_type: 'agent' })).rejects.toBeInstanceOf(ContentDeliveryError);
    expect(fetchImplementation).toHaveBeenCalledTimes(3);
    expect(reasons).toEqual(['Server 502', 'Connection']);
    expect(waits).toEqual([1914, 2500]);
  });

  it('recovers when a retry succeeds', async () => {
    const fetchImplementation = jest.fn().mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(json({ total: 0, items: [] }));
    const client = createContentDeliveryClient(config, { fetchImplementation, wait: async () => undefined });
    await expect(client.getEntries({ content_type: 'agent' })).resolves.toMatchObject({ total: 0, items: [] });
  });

  it('waits the seconds a 429 names before retrying', async () => {
    const fetchImplementation = jest.fn().mockResolvedValueOnce(new Response('', { status: 429, headers: { 'x-contentful-ratelimit-reset': '3' } })).mockResolvedValueOnce(json({ total: 0, items: [] }));
    const waits: number[] = [];
    const client = createContentDeliveryClient(config, { fetchImplementation, random: () => 0, wait: async (ms) => void waits.push(ms) });
    await client.getEntries({ content_type: 'agent' });
    expect(waits).toEqual([3500]);
  });

  it('does not retry a 4xx: the query is wrong', async () => {
    const fetchImplementation = jest.fn(async () => new Response('{"sys":{"id":"InvalidQuery"}}', { status: 400 }));
    const client = createContentDeliveryClient(config, { fetchImplementation, wait: async () => undefined });
    await expect(client.getEntries({ content_type: 'agent' })).rejects.toMatchObject({ status: 400 });
    expect(fetchImplementation).toHaveBeenCalledTimes(1);
  });

  it('aborts a request after the 30-second timeout', async () => {
    jest.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      const fetchImplementation = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signals.push(init.signal as AbortSignal);
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const client = createContentDeliveryClient(config, { fetchImplementation: fetchImplementation as unknown as typeof fetch, retryLimit: 0 });
      const failing = client.getEntries({ content_type: 'agent' }).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(29_999);
      expect(signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(failing).resolves.toBeInstanceOf(ContentDeliveryError);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits like contentful-sdk-core: √2^attempt seconds plus 0.5–0.7 s', () => {
    expect(retryWaitMs(1, () => 0)).toBe(1914);
    expect(retryWaitMs(2, () => 0.999)).toBe(2699);
    expect(retryWaitMs(1, () => 0, 10)).toBe(10500);
  });
});
