import type { ProductFeature } from '../account/product-features';
import { contentVariantFor } from './content-variant';

const set = (...features: ProductFeature[]) => new Set<ProductFeature>(features);

describe('contentVariantFor', () => {
  it.each([
    [['HRA', 'SEARCH', 'CONCIERGE'], 'HRA'],
    [['FIRST_DOLLAR_HSA', 'SEARCH'], 'FIRST_DOLLAR_HSA'],
    [['INTEGRATED_HRA', 'TIERED_DEDUCTIBLE'], 'INTEGRATED_HRA'],
    [['TIERED_DEDUCTIBLE'], 'TIERED_DEDUCTIBLE'],
    [['CONCIERGE', 'SEARCH'], 'CONCIERGE'],
    [['SEARCH'], 'SEARCH'],
    [['GARNER_CARD'], 'DEFAULT'],
  ] as [ProductFeature[], string][])('%p → %s', (features, variant) => {
    expect(contentVariantFor(set(...features))).toBe(variant);
  });
  it('is DEFAULT without an account', () => {
    expect(contentVariantFor(null)).toBe('DEFAULT');
  });
});
