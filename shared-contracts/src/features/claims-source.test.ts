import type { AccountFeature } from '../account/product-features';
import { accumulatorSlideVariant, claimsSource } from './claims-source';

const incentive = new Set<AccountFeature>(['HRA', 'INCENTIVE_FEATURE']);

describe('claimsSource', () => {
  it('is MANUAL when the member can submit claims', () => {
    expect(claimsSource({ canMemberSubmitClaim: true }, incentive)).toBe('MANUAL');
  });
  it('is TPA when the incentive feature is on and the member cannot submit claims', () => {
    expect(claimsSource({ canMemberSubmitClaim: false }, incentive)).toBe('TPA');
  });
  it('is null otherwise', () => {
    expect(claimsSource({ canMemberSubmitClaim: false }, new Set(['SEARCH']))).toBeNull();
  });
});

describe('accumulatorSlideVariant', () => {
  it('is feeds for TPA and manual for MANUAL', () => {
    expect(accumulatorSlideVariant('TPA')).toBe('feeds');
    expect(accumulatorSlideVariant('MANUAL')).toBe('manual');
    expect(accumulatorSlideVariant(null)).toBeNull();
  });
});
