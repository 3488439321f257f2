import { DEFAULT_SEARCH_STATE, searchStateFromQuery, searchStateToQuery } from './provider-search';
import { providerSearchSchema } from './provider-search-schemas';

describe('search state in the address (features §3)', () => {
  it('defaults to recommended, in network, no filters, 25 mi, page 1, and leaves the defaults out of the query', () => {
    expect(searchStateFromQuery(new URLSearchParams())).toEqual(DEFAULT_SEARCH_STATE);
    expect(DEFAULT_SEARCH_STATE.filters).toEqual({ virtual: false, onlineBooking: false, acceptingNewPatients: false, sort: 'recommended' });
    expect(searchStateToQuery(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const query = 'q=back+pain&near=Dallas&benefits=all&virtual=1&booking=1&accepting=1&sort=distance&radius=50&page=3';
    const state = searchStateFromQuery(new URLSearchParams(query));
    expect(state).toEqual({
      term: 'back pain',
      location: 'Dallas',
      benefits: 'all',
      filters: { virtual: true, onlineBooking: true, acceptingNewPatients: true, sort: 'distance' },
      radiusMiles: 50,
      page: 3,
    });
    expect(searchStateToQuery(state).toString()).toBe(query);
  });

  it('falls back to the defaults for unknown values', () => {
    expect(searchStateFromQuery(new URLSearchParams('sort=cheapest&radius=7&page=-2&virtual=yes&benefits=x'))).toEqual(DEFAULT_SEARCH_STATE);
  });
});

describe('providerSearchSchema', () => {
  const valid = { accountId: '1', term: 'derm', inNetworkOnly: true, virtual: false, onlineBooking: false, acceptingNewPatients: false, sort: 'recommended', radiusMiles: 25, page: 1 };

  it('accepts a search and refuses a long or multi-line term, an unknown radius or sort', () => {
    expect(providerSearchSchema.safeParse(valid).success).toBe(true);
    expect(providerSearchSchema.safeParse({ ...valid, term: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('validation.search.termTooLong');
    expect(providerSearchSchema.safeParse({ ...valid, term: 'a\nb' }).error?.issues[0]?.message).toBe('validation.search.oneLine');
    expect(providerSearchSchema.safeParse({ ...valid, radiusMiles: 7 }).success).toBe(false);
    expect(providerSearchSchema.safeParse({ ...valid, sort: 'price' }).success).toBe(false);
  });
});
