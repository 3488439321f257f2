import type { FastifyInstance } from 'fastify';
import { createClient, type ContentfulClientApi } from 'contentful';
import { SANDBOX_CONTENT } from '@member/shared-contracts/environment';
import { contentQueryParams, createContentDeliveryClient, type ContentDeliveryClient, type ContentDeliveryQuery } from '@member/shared-contracts/content';
import { silentLogLine } from '../http/request-log';
import { listenOn } from '../http/listen-on';
import { createContentServer } from './server';

/**
 * The shell's fetch client of the Content Delivery API (shared-contracts) against the real `contentful`
 * SDK, both talking to the sandbox: the same requests (path, query, token) and the same answers with
 * the includes resolved, for the queries the app makes.
 */
describe('the shell content client speaks what the contentful SDK speaks', () => {
  let app: FastifyInstance;
  let sdk: ContentfulClientApi<undefined>;
  let client: ContentDeliveryClient;
  let host: string;
  const requests: { path: string; query: Record<string, string>; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    app = await createContentServer({ logLine: silentLogLine });
    app.addHook('onRequest', async (request) => {
      const url = new URL(request.url, 'http://sandbox');
      requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
    });
    host = `localhost:${new URL(await listenOn(app, 0)).port}`;
    const config = { space: SANDBOX_CONTENT.space, environment: SANDBOX_CONTENT.environment, accessToken: SANDBOX_CONTENT.accessToken };
    sdk = createClient({ ...config, host, insecure: true, retryOnError: false });
    client = createContentDeliveryClient({ ...config, baseUrl: `http://${host}` }, { retryLimit: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  const queries: [string, ContentDeliveryQuery][] = [
    ['the welcome carousel user flow (include 5, Spanish)', contentQueryParams({ contentType: 'userFlow', fields: { key: 'welcomeCarousel', variant: 'default' } }, 'es-US')],
    ['application strings by package and a list of organisations', contentQueryParams({ contentType: 'applicationStringV2', fields: { package: ['common', 'shell'], clientOrgId: ['default', 1003] } }, 'en-US')],
    ['FAQ info pages', contentQueryParams({ contentType: 'infoPage', fields: { context: 'faq' } }, 'en-US')],
    ['an agent with a linked photo', contentQueryParams({ contentType: 'agent' }, 'en-US')],
    ['one entry by id', { 'sys.id': 'welcomeSlideFindCare', include: 1 }],
    ['links left unresolved with include 0', { content_type: 'layoutRow', 'sys.id': 'welcomeSlideCoverage', include: 0 }],
    ['a query that finds nothing', contentQueryParams({ contentType: 'infoPage', fields: { context: 'no-such-context' } }, 'en-US')],
  ];

  it.each(queries)('%s: same request, same resolved answer', async (_name, query) => {
    requests.length = 0;
    const fromSdk = await sdk.getEntries({ ...query } as Record<string, unknown>);
    const fromClient = await client.getEntries(query);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[0]?.authorization).toBe(`Bearer ${SANDBOX_CONTENT.accessToken}`);
    // The SDK's answer carries non-enumerable helpers (toPlainObject, stringifySafe): compare the data.
    expect(JSON.parse(JSON.stringify(fromClient.items))).toEqual(JSON.parse(JSON.stringify(fromSdk.items)));
    expect(fromClient.total).toBe(fromSdk.total);
  });

  it('resolves the carousel slides and their images in the items, as the SDK does', async () => {
    const answer = await client.getEntries(contentQueryParams({ contentType: 'userFlow', fields: { key: 'welcomeCarousel', variant: 'default' } }, 'es-US'));
    const steps = answer.items[0]?.fields.steps as Array<{ fields: { title: string; image: { fields: { file: { url: string } } } } }>;
    expect(steps).toHaveLength(4);
    expect(steps[0]?.fields.title).toBe('Encuentre la atención que se adapta a usted');
    expect(steps[0]?.fields.image.fields.file.url).toMatch(/\/files\/find-care\.svg$/);
  });

  it('refuses a wrong token as the SDK sees it: 401, not retried', async () => {
    const config = { ...SANDBOX_CONTENT, accessToken: 'wrong' };
    await expect(createContentDeliveryClient({ ...config, baseUrl: `http://${host}` }, { retryLimit: 0 }).getEntries({ content_type: 'agent' })).rejects.toMatchObject({ status: 401 });
    await expect(createClient({ ...config, host, insecure: true, retryOnError: false }).getEntries({ content_type: 'agent' })).rejects.toThrow(/AccessTokenInvalid|401/);
  });
});
