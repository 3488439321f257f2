import type { ProductFeature } from '../account/product-features';
import type { ContentEntry, ContentPort } from '../mount/content-port';
import { CONTENT_CACHE_MS } from './content-constants';
import { chooseInfoPage, contentVariantsFor, infoPageEntriesQuery, infoPageLinks, infoPagePath, infoRouteOf, type InfoPageFields } from './info-pages';

const page = (context: string, variant: string, rank: number, clientOrgId: string | number = 'default'): ContentEntry<InfoPageFields> => ({
  id: `infoPage.${context}.${variant}.${clientOrgId}`,
  contentType: 'infoPage',
  fields: { context, variant, rank, clientOrgId, title: `${context} ${variant}`, linkText: `${context} link`, content: '## Text' },
});
const features = (...values: ProductFeature[]) => new Set<ProductFeature>(values);

describe('info page routes (access §2.1)', () => {
  it.each([
    ['/faq', { kind: 'page', context: 'faq' }],
    ['/methodology', { kind: 'page', context: 'methodology' }],
    ['/open-source', { kind: 'page', context: 'open-source' }],
    ['/privacy-policy/', { kind: 'page', context: 'privacy-policy' }],
    ['/terms-of-service', { kind: 'page', context: 'terms-of-service' }],
    ['/info/plan-basics', { kind: 'page', context: 'plan-basics' }],
    ['/sitemap', { kind: 'sitemap' }],
  ])('%s shows %p', (path, route) => {
    expect(infoRouteOf(path)).toEqual(route);
  });

  it.each(['/info/benefit', '/info/benefit-access', '/info/benefit-info-card', '/info/', '/info/Bad_Context', '/info/a/b', '/info/%E0%A4%A', '/home', `/info/${'a'.repeat(65)}`])('%s is no info page', (path) => {
    expect(infoRouteOf(path)).toBeNull();
  });

  it('links a context to its own route, else to /info/{context}', () => {
    expect(infoPagePath('faq')).toBe('/faq');
    expect(infoPagePath('benefit-basics')).toBe('/info/benefit-basics');
  });
});

describe('info page variants (member-features §6)', () => {
  it('orders the variants an account may see, default last; anonymous gets the default', () => {
    expect(contentVariantsFor(features('SEARCH', 'HRA', 'GARNER_CARD'))).toEqual(['HRA', 'SEARCH', 'DEFAULT']);
    expect(contentVariantsFor(null)).toEqual(['DEFAULT']);
    expect(contentVariantsFor(features('GARNER_CARD'))).toEqual(['DEFAULT']);
  });

  const terms = [page('terms-of-service', 'DEFAULT', 20), page('terms-of-service', 'HRA', 21), page('terms-of-service', 'SEARCH', 22)];

  it.each([
    [null, 'DEFAULT'],
    [features('HRA', 'SEARCH'), 'HRA'],
    [features('SEARCH'), 'SEARCH'],
    [features('CONCIERGE', 'SEARCH'), 'SEARCH'],
    [features('CONCIERGE'), 'DEFAULT'],
    [features('FIRST_DOLLAR_HSA', 'INTEGRATED_HRA', 'TIERED_DEDUCTIBLE'), 'DEFAULT'],
  ] as const)('features %p → the %s variant', (productFeatures, variant) => {
    expect(chooseInfoPage(terms, { productFeatures })?.fields.variant).toBe(variant);
  });

  it('prefers the member organisation entry and never shows another organisation', () => {
    const entries = [...terms, page('terms-of-service', 'HRA', 21, 1003), page('terms-of-service', 'DEFAULT', 20, 2000)];
    expect(chooseInfoPage(entries, { productFeatures: features('HRA'), clientOrgId: 1003 })?.id).toBe('infoPage.terms-of-service.HRA.1003');
    expect(chooseInfoPage(entries, { productFeatures: features('HRA'), clientOrgId: 7 })?.id).toBe('infoPage.terms-of-service.HRA.default');
    expect(chooseInfoPage([page('x', 'DEFAULT', 1, 2000)], { clientOrgId: 7 })).toBeNull();
  });

  it('is null when the context has no entry, and treats a missing variant as the default', () => {
    expect(chooseInfoPage([])).toBeNull();
    const noVariant = { ...page('faq', 'DEFAULT', 1), fields: { ...page('faq', 'DEFAULT', 1).fields, variant: undefined } };
    expect(chooseInfoPage([noVariant], { productFeatures: features('HRA') })).toBe(noVariant);
  });

  it('lists one link per context in rank order for the sitemap', () => {
    const entries = [page('open-source', 'DEFAULT', 50), ...terms, page('faq', 'DEFAULT', 10), page('faq', 'SEARCH', 12), page('Bad Context', 'DEFAULT', 1), page('benefit', 'DEFAULT', 2), page('benefit-info-card', 'DEFAULT', 3)];
    expect(infoPageLinks(entries, { productFeatures: features('SEARCH') })).toEqual([
      { context: 'faq', path: '/faq', linkText: 'faq link' },
      { context: 'terms-of-service', path: '/terms-of-service', linkText: 'terms-of-service link' },
      { context: 'open-source', path: '/open-source', linkText: 'open-source link' },
    ]);
  });
});

describe('the infoPage entries query (shell info pages and sitemap, incentive pages)', () => {
  const port = () => ({ getEntries: jest.fn(async () => []), getEntry: jest.fn() }) satisfies ContentPort;

  it('asks one context, or every context, under one key per context and language', async () => {
    const content = port();
    const one = infoPageEntriesQuery(content, { context: 'faq', locale: 'es-US' });
    const every = infoPageEntriesQuery(content, { context: null, locale: 'en-US' });
    expect(one.queryKey).toEqual(['content', 'infoPage', 'faq', 'es-US']);
    expect(every.queryKey).toEqual(['content', 'infoPage', '*', 'en-US']);
    await one.queryFn();
    await every.queryFn();
    expect(content.getEntries.mock.calls).toEqual([[{ contentType: 'infoPage', locale: 'es-US', fields: { context: 'faq' } }], [{ contentType: 'infoPage', locale: 'en-US' }]]);
    expect(one).toMatchObject({ staleTime: CONTENT_CACHE_MS, retry: false });
  });

  it('passes a low criticality on (the incentive pages show their own error); the default stays high', async () => {
    const content = port();
    await infoPageEntriesQuery(content, { context: 'benefit', locale: 'en-US', criticality: 'low' }).queryFn();
    expect(content.getEntries).toHaveBeenCalledWith({ contentType: 'infoPage', locale: 'en-US', fields: { context: 'benefit' }, criticality: 'low' });
    expect(infoPageEntriesQuery(content, { context: 'benefit', locale: 'en-US', criticality: 'low' }).queryKey).toEqual(['content', 'infoPage', 'benefit', 'en-US']);
  });
});
