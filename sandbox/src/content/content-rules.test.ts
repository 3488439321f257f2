import type { FastifyInstance } from 'fastify';
import { createClient, type ContentfulClientApi } from 'contentful';
import { CONTENT_TYPES, applicationStringClientOrgIds, chooseInfoPage, contentQueryParams, entriesOf, infoPageLinks, mergeApplicationStrings, parseTypography, type ApplicationStringFields, type DeliveredCollection, type InfoPageFields } from '@member/shared-contracts/content';
import { SANDBOX_CONTENT } from '@member/shared-contracts/environment';
import { type ContentQuery } from '@member/shared-contracts/mount';
import { type Locale } from '@member/shared-contracts/i18n';
import { type ProductFeature } from '@member/shared-contracts/account';
import { silentLogLine } from '../http/request-log';
import { listenOn } from '../http/listen-on';
import { createContentServer } from './server';

/** The shared content rules (shared-contracts/src/content) against the seeded content, through the real SDK. */
describe('content rules against the sandbox seed', () => {
  let app: FastifyInstance;
  let client: ContentfulClientApi<undefined>;

  const query = async <Fields>(contentQuery: ContentQuery, locale: Locale = 'en-US') =>
    entriesOf<Fields>((await client.getEntries(contentQueryParams(contentQuery, locale) as never)) as unknown as DeliveredCollection, contentQuery.contentType);

  beforeAll(async () => {
    app = await createContentServer({ logLine: silentLogLine });
    const port = new URL(await listenOn(app, 0)).port;
    client = createClient({ ...SANDBOX_CONTENT, host: `localhost:${port}`, insecure: true, retryOnError: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('merges the default application strings with the organisation ones, the organisation winning', async () => {
    const fields = { package: ['common'], clientOrgId: applicationStringClientOrgIds(1003) };
    const strings = await query<ApplicationStringFields>({ contentType: CONTENT_TYPES.applicationStringV2, fields }, 'es-US');
    expect(mergeApplicationStrings(strings, 1003).common?.welcomeHeading).toBe('Bienvenido a Globex Care');
    const defaults = await query<ApplicationStringFields>({ contentType: CONTENT_TYPES.applicationStringV2, fields: { package: ['common'], clientOrgId: applicationStringClientOrgIds(null) } });
    expect(mergeApplicationStrings(defaults, null).common?.welcomeHeading).toBe('Welcome to your health benefits');
  });

  it.each([
    [null, 'DEFAULT'],
    [['HRA', 'SEARCH'], 'HRA'],
    [['SEARCH', 'CONCIERGE'], 'SEARCH'],
    [['CONCIERGE'], 'DEFAULT'],
  ] as const)('chooses the terms variant for features %p: %s', async (features, variant) => {
    const entries = await query<InfoPageFields>({ contentType: CONTENT_TYPES.infoPage, fields: { context: 'terms-of-service' } });
    const productFeatures = features ? new Set<ProductFeature>(features) : null;
    expect(chooseInfoPage(entries, { productFeatures })?.fields.variant).toBe(variant);
  });

  it('has a default variant for every info page and lists them by rank', async () => {
    const entries = await query<InfoPageFields>({ contentType: CONTENT_TYPES.infoPage }, 'es-US');
    expect(infoPageLinks(entries).map((link) => link.path)).toEqual(['/faq', '/terms-of-service', '/privacy-policy', '/methodology', '/open-source']);
  });

  it('seeds only valid typography variants', async () => {
    const styled = await query<{ variant: string }>({ contentType: CONTENT_TYPES.styledText });
    for (const entry of styled) expect(`${parseTypography(entry.fields.variant).size}.${parseTypography(entry.fields.variant).weight}`).toBe(entry.fields.variant);
  });
});
