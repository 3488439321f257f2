import type { AccountFeature } from '../account/product-features';
import { resolveFlags } from '../flags/resolve-flags';
import { isTabRoot, tabForPath, visibleBottomTabs } from './navigation-tabs';

describe('tabs', () => {
  it('tabForPath gives the tab of roots and /get-support*', () => {
    expect(tabForPath('/messages')).toBe('CONCIERGE');
    expect(tabForPath('/get-support/billing')).toBe('CONCIERGE');
    expect(tabForPath('/claims')).toBe('CLAIMS');
    expect(tabForPath('/claims/new')).toBeNull();
    expect(tabForPath('/faq')).toBeNull();
  });

  it('isTabRoot is true for the five roots only', () => {
    expect(['/home', '/search', '/care-team', '/claims', '/messages'].every(isTabRoot)).toBe(true);
    expect(isTabRoot('/messages/new')).toBe(false);
  });

  it('visibleBottomTabs keeps tabs whose root the member may open', () => {
    const features = new Set<AccountFeature>(['HRA', 'SEARCH', 'CONCIERGE', 'VIEW_CLAIMS', 'CARE_TEAM']);
    expect(visibleBottomTabs(features, resolveFlags({ careTeamUX: true }), false)).toEqual(['HOME', 'SEARCH', 'CARE_TEAM', 'CLAIMS', 'CONCIERGE']);
    expect(visibleBottomTabs(features, resolveFlags({}), false)).toEqual(['HOME', 'SEARCH', 'CLAIMS', 'CONCIERGE']);
  });

  it('gives search-only members no links', () => {
    expect(visibleBottomTabs(new Set<AccountFeature>(['SEARCH']), resolveFlags({}), true)).toEqual([]);
  });
});
