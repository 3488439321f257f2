import { incentiveInfoContext, isIncentiveContext } from './incentive-pages';

describe('incentive page contexts', () => {
  it('maps /benefit/info/{name} to the context benefit-info-{name}; a malformed name is no page', () => {
    expect(incentiveInfoContext('card')).toBe('benefit-info-card');
    expect(incentiveInfoContext('covered-expenses')).toBe('benefit-info-covered-expenses');
    for (const bad of ['', 'Card', 'a_b', '-a', 'a/b', 'a'.repeat(60)]) expect([bad, incentiveInfoContext(bad)]).toEqual([bad, null]);
  });

  it('knows the incentive contexts (kept off the public /info route and the sitemap)', () => {
    expect(isIncentiveContext('benefit')).toBe(true);
    expect(isIncentiveContext('benefit-access')).toBe(true);
    expect(isIncentiveContext('benefit-info-card')).toBe(true);
    expect(isIncentiveContext('benefits')).toBe(false);
    expect(isIncentiveContext('faq')).toBe(false);
  });
});
