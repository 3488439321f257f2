import type { AccountFeature } from '../account/product-features';
import { resolveFlags } from '../flags/resolve-flags';
import { isFeatureAvailable } from './feature-availability';

describe('isFeatureAvailable', () => {
  const features = new Set<AccountFeature>(['SEARCH', 'ACCOUNT_MANAGEMENT']);
  it('needs every required feature', () => {
    expect(isFeatureAvailable(['SEARCH', 'ACCOUNT_MANAGEMENT'], [], features, resolveFlags({}))).toBe(true);
    expect(isFeatureAvailable(['SEARCH', 'HRA'], [], features, resolveFlags({}))).toBe(false);
  });
  it('needs every required flag truthy', () => {
    expect(isFeatureAvailable(['SEARCH'], ['myProvidersUX'], features, resolveFlags({ myProvidersUX: true }))).toBe(true);
    expect(isFeatureAvailable(['SEARCH'], ['myProvidersUX', 'tfaUX'], features, resolveFlags({ myProvidersUX: true }))).toBe(false);
  });
  it('is available with no requirements', () => {
    expect(isFeatureAvailable([], [], new Set(), resolveFlags({}))).toBe(true);
  });
});
