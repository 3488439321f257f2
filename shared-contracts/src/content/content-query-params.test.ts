import { contentQueryKey, contentQueryParams, includeDepthFor } from './content-query-params';

describe('content query parameters (member-features §7)', () => {
  it('queries by content type with the locale, limit 1000 and include depth 1', () => {
    expect(contentQueryParams({ contentType: 'infoPage' }, 'es-US')).toEqual({ content_type: 'infoPage', locale: 'es-US', limit: 1000, include: 1 });
  });

  it('uses include depth 5 for userFlow', () => {
    expect(includeDepthFor('userFlow')).toBe(5);
    expect(contentQueryParams({ contentType: 'userFlow' }, 'en-US').include).toBe(5);
    expect(includeDepthFor('layoutRow')).toBe(1);
  });

  it('turns field filters into equality and [in] filters', () => {
    expect(contentQueryParams({ contentType: 'applicationStringV2', fields: { package: ['common', 'shell'], clientOrgId: ['default', 1003], id: 'appName' } }, 'en-US')).toEqual({
      content_type: 'applicationStringV2',
      locale: 'en-US',
      limit: 1000,
      include: 1,
      'fields.package[in]': 'common,shell',
      'fields.clientOrgId[in]': 'default,1003',
      'fields.id': 'appName',
    });
  });

  it('gives one cache key for the same parameters in any order, another for other ones', () => {
    const a = contentQueryKey({ content_type: 'infoPage', locale: 'en-US', 'fields.context': 'faq' });
    const b = contentQueryKey({ 'fields.context': 'faq', locale: 'en-US', content_type: 'infoPage' });
    expect(a).toBe(b);
    expect(contentQueryKey({ content_type: 'infoPage', locale: 'es-US', 'fields.context': 'faq' })).not.toBe(a);
  });
});
