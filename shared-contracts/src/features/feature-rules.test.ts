import type { ProductFeature } from '../account/product-features';
import {
  hasAccountManagementFeature,
  hasAccumulatorFeature,
  hasCareTeamFeature,
  hasIncentiveFeature,
  hasSubmitClaimsFeature,
  hasViewClaimsFeature,
  isHcscCompliantVersion,
  isSearchOnly,
} from './feature-rules';

const set = (...features: ProductFeature[]) => new Set<ProductFeature>(features);

describe('ACCOUNT_MANAGEMENT rule', () => {
  it('follows allowAccountManagement', () => {
    expect(hasAccountManagementFeature({ allowAccountManagement: true })).toBe(true);
    expect(hasAccountManagementFeature({ allowAccountManagement: false })).toBe(false);
  });
});

describe('VIEW_CLAIMS rule', () => {
  it.each(['HRA', 'FIRST_DOLLAR_HSA', 'TIERED_DEDUCTIBLE', 'INTEGRATED_HRA'] as const)('is on for %s', (feature) => {
    expect(hasViewClaimsFeature(set(feature))).toBe(true);
  });
  it.each(['SEARCH', 'CONCIERGE', 'GARNER_CARD'] as const)('is off for %s alone', (feature) => {
    expect(hasViewClaimsFeature(set(feature))).toBe(false);
  });
});

describe('SUBMIT_CLAIMS rule', () => {
  it('needs canMemberSubmitClaim', () => {
    expect(hasSubmitClaimsFeature({ canMemberSubmitClaim: true, productFeatures: set('HRA') })).toBe(true);
    expect(hasSubmitClaimsFeature({ canMemberSubmitClaim: false, productFeatures: set('HRA') })).toBe(false);
  });
  it('also needs a claims product (VIEW_CLAIMS)', () => {
    expect(hasSubmitClaimsFeature({ canMemberSubmitClaim: true, productFeatures: set('SEARCH') })).toBe(false);
  });
});

describe('CARE_TEAM rule', () => {
  const on = { careTeamUX: true };
  it('needs the careTeamUX flag', () => {
    expect(hasCareTeamFeature(set('HRA'), { careTeamUX: false })).toBe(false);
  });
  it('is on for HRA', () => {
    expect(hasCareTeamFeature(set('HRA'), on)).toBe(true);
  });
  it('is on for search plus concierge, not for either alone', () => {
    expect(hasCareTeamFeature(set('SEARCH', 'CONCIERGE'), on)).toBe(true);
    expect(hasCareTeamFeature(set('SEARCH'), on)).toBe(false);
    expect(hasCareTeamFeature(set('CONCIERGE'), on)).toBe(false);
  });
  it('is off for a first-dollar account without search+concierge', () => {
    expect(hasCareTeamFeature(set('FIRST_DOLLAR_HSA'), on)).toBe(false);
  });
});

describe('INCENTIVE_FEATURE rule (HRA-type accounts)', () => {
  it.each(['HRA', 'FIRST_DOLLAR_HSA', 'TIERED_DEDUCTIBLE', 'INTEGRATED_HRA'] as const)('is on for %s', (feature) => {
    expect(hasIncentiveFeature(set(feature))).toBe(true);
  });
  it('is off for search, concierge and garner card', () => {
    expect(hasIncentiveFeature(set('SEARCH', 'CONCIERGE', 'GARNER_CARD'))).toBe(false);
  });
});

describe('search-only rule', () => {
  it('is search as the only product feature', () => {
    expect(isSearchOnly(set('SEARCH'))).toBe(true);
    expect(isSearchOnly(set('SEARCH', 'CONCIERGE'))).toBe(false);
    expect(isSearchOnly(set())).toBe(false);
    expect(isSearchOnly(set('HRA'))).toBe(false);
  });
});

describe('accumulator feature rule', () => {
  it('is on for HRA, first-dollar or integrated', () => {
    expect(hasAccumulatorFeature(set('HRA'))).toBe(true);
    expect(hasAccumulatorFeature(set('FIRST_DOLLAR_HSA'))).toBe(true);
    expect(hasAccumulatorFeature(set('INTEGRATED_HRA'))).toBe(true);
  });
  it('is off when tiered, even with HRA', () => {
    expect(hasAccumulatorFeature(set('TIERED_DEDUCTIBLE'))).toBe(false);
    expect(hasAccumulatorFeature(set('HRA', 'TIERED_DEDUCTIBLE'))).toBe(false);
  });
  it('is off for search only', () => {
    expect(hasAccumulatorFeature(set('SEARCH'))).toBe(false);
  });
});

describe('Hcsc-compliant version rule', () => {
  it('needs the flag and the network', () => {
    expect(isHcscCompliantVersion({ hasHcscNetwork: true }, { hcscCompliantVersionUX: true })).toBe(true);
    expect(isHcscCompliantVersion({ hasHcscNetwork: false }, { hcscCompliantVersionUX: true })).toBe(false);
    expect(isHcscCompliantVersion({ hasHcscNetwork: true }, { hcscCompliantVersionUX: false })).toBe(false);
    expect(isHcscCompliantVersion(null, { hcscCompliantVersionUX: true })).toBe(false);
  });
});
