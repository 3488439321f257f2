import { EXTERNAL_BENEFIT_CONTEXT, INCENTIVE_ACCESS_CONTEXT, benefitAccessContext, incentiveInfoContext, isIncentiveContext } from './incentive-pages';

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

  it('/benefit-access shows the external benefit page with showExternalPortal on, the how-to page with it off', () => {
    expect(benefitAccessContext({ showExternalPortal: true })).toBe(EXTERNAL_BENEFIT_CONTEXT);
    expect(benefitAccessContext({ showExternalPortal: false })).toBe(INCENTIVE_ACCESS_CONTEXT);
    // Like every incentive context, it is no public /info page.
    expect(isIncentiveContext(EXTERNAL_BENEFIT_CONTEXT)).toBe(true);
  });
});
