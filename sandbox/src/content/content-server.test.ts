import type { FastifyInstance } from 'fastify';
import { createClient, type ContentfulClientApi } from 'contentful';
import { SANDBOX_CONTENT } from '@member/shared-contracts/environment';
import { silentLogLine } from '../http/request-log';
import { listenOn } from '../http/listen-on';
import { httpTestClient } from '../testing/http-test-client';
import { createContentServer } from './server';

describe('content service through the real contentful SDK', () => {
  let app: FastifyInstance;
  let client: ContentfulClientApi<undefined>;
  let port: string;

  beforeAll(async () => {
    app = await createContentServer({ logLine: silentLogLine });
    port = new URL(await listenOn(app, 0)).port;
    client = createClient({
      space: SANDBOX_CONTENT.space,
      environment: SANDBOX_CONTENT.environment,
      accessToken: SANDBOX_CONTENT.accessToken,
      host: `localhost:${port}`,
      insecure: true,
      retryOnError: false,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the welcome carousel user flow with its four slides and images resolved, in Spanish', async () => {
    const flows = await client.getEntries({ content_type: 'userFlow', locale: 'es-US', include: 5, 'fields.key': 'welcomeCarousel', 'fields.variant': 'default' });
    expect(flows.items).toHaveLength(1);
    const steps = flows.items[0]?.fields.steps as unknown as Array<{ fields: { title: string; image: { fields: { file: { url: string } } } } }>;
    expect(steps).toHaveLength(4);
    expect(steps[0]?.fields.title).toBe('Encuentre la atención que se adapta a usted');
    expect(steps[0]?.fields.image.fields.file.url).toBe(`//localhost:${port}/files/find-care.svg`);
  });

  it('answers English by default and leaves links unresolved with include=0', async () => {
    const slides = await client.getEntries({ content_type: 'layoutRow', 'sys.id': 'welcomeSlideCoverage', include: 0 });
    expect(slides.items[0]?.fields.title).toBe('Know what is covered');
    expect(slides.includes).toBeUndefined();
    expect(slides.items[0]?.fields.image).toEqual({ sys: { type: 'Link', linkType: 'Asset', id: 'imageCoverage' } });
  });

  it('filters application strings by package and by a list of client organizations', async () => {
    const strings = await client.getEntries({
      content_type: 'applicationStringV2',
      locale: 'en-US',
      limit: 1000,
      'fields.package': 'common',
      'fields.clientOrgId[in]': ['default', '1003'],
    });
    const welcome = strings.items.filter((item) => item.fields.id === 'welcomeHeading').map((item) => item.fields.stringValue);
    expect(welcome).toEqual(['Welcome to your health benefits', 'Welcome to Globex Care']);
    expect(strings.items.every((item) => item.fields.package === 'common')).toBe(true);
    expect(strings.total).toBe(strings.items.length);
  });

  it('answers the FAQ default, HRA and SEARCH variants, ordered by rank', async () => {
    const pages = await client.getEntries({ content_type: 'infoPage', 'fields.context': 'faq', order: ['-fields.rank'] });
    expect(pages.items.map((item) => item.fields.variant)).toEqual(['SEARCH', 'HRA', 'DEFAULT']);
  });

  it('gets one entry by id with its linked asset', async () => {
    const agent = await client.getEntry('agentAlexRivera');
    expect(agent.fields.name).toBe('Alex Rivera');
    expect((agent.fields.photo as unknown as { fields: { file: { contentType: string } } }).fields.file.contentType).toBe('image/svg+xml');
  });

  it('throws NotFound for a missing id', async () => {
    await expect(client.getEntry('noSuchEntry')).rejects.toThrow(/could not be found/);
  });

  it('returns every locale with withAllLocales', async () => {
    const slide = await client.withAllLocales.getEntry('welcomeSlideFindCare');
    expect(slide.fields.title).toEqual({ 'en-US': 'Find care that fits you', 'es-US': 'Encuentre la atención que se adapta a usted' });
  });

  it('pages with skip and limit', async () => {
    const page = await client.getEntries({ content_type: 'layoutRow', limit: 2, skip: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.skip).toBe(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('refuses a limit above 1000, an unknown locale and a field filter without a content type', async () => {
    await expect(client.getEntries({ limit: 1001 })).rejects.toThrow(/limit/);
    await expect(client.getEntries({ locale: 'fr-FR' })).rejects.toThrow(/Unknown locale/);
    await expect(client.getEntries({ 'fields.package': 'common' } as never)).rejects.toThrow(/content type/);
  });

  it('answers locales and the space', async () => {
    const locales = await client.getLocales();
    expect(locales.items.map((locale) => locale.code)).toEqual(['en-US', 'es-US']);
    expect((await client.getSpace()).sys.id).toBe(SANDBOX_CONTENT.space);
  });

  it('refuses a wrong access token', async () => {
    const wrong = createClient({ space: SANDBOX_CONTENT.space, accessToken: 'wrong', host: `localhost:${port}`, insecure: true, retryOnError: false });
    await expect(wrong.getEntries()).rejects.toThrow(/access token/);
  });

  it('serves asset files without a token', async () => {
    const response = await httpTestClient(app).request({ method: 'GET', url: '/files/find-care.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('serves an image at the width the Images API parameter w asks (the 1x, 2x, 3x of a srcset)', async () => {
    const response = await httpTestClient(app).request({ method: 'GET', url: '/files/find-care.svg?w=768' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<svg[^>]* width="768" height="576"/);
  });

  it.each(['0', '4001', '1.5', 'wide'])('refuses w=%s with 400, as the Images API does', async (width) => {
    const response = await httpTestClient(app).request({ method: 'GET', url: `/files/find-care.svg?w=${width}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The w parameter must be a whole number of pixels from 1 to 4000.');
  });

  it('accepts the token as an access_token query value', async () => {
    const response = await httpTestClient(app).request({ method: 'GET', url: `/spaces/${SANDBOX_CONTENT.space}/environments/master/entries?access_token=${SANDBOX_CONTENT.accessToken}&content_type=agent` });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(2);
  });
});
