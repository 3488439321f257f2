import { makeAccount } from '../testing/account-fixture';
import { isAccumulatorVisible } from './accumulator-visibility';

describe('accumulator visibility rule (member-features §6)', () => {
  const flagOn = { showHraAccumulator: true };
  const visible = makeAccount({ productFeatures: ['HRA'] });

  it('is on for a verified primary HRA member with the flag', () => {
    expect(isAccumulatorVisible(visible, flagOn)).toBe(true);
  });
  it.each([['FIRST_DOLLAR_HSA'], ['INTEGRATED_HRA']] as const)('is on for %s too (the accumulator feature)', (feature) => {
    expect(isAccumulatorVisible(makeAccount({ productFeatures: [feature] }), flagOn)).toBe(true);
  });
  it('needs the flag', () => {
    expect(isAccumulatorVisible(visible, { showHraAccumulator: false })).toBe(false);
  });
  it('needs relationshipCode Primary (a spouse sees none)', () => {
    expect(isAccumulatorVisible({ ...visible, relationshipCode: 'Spouse' }, flagOn)).toBe(false);
  });
  it('needs a verified account', () => {
    expect(isAccumulatorVisible({ ...visible, isVerified: false }, flagOn)).toBe(false);
  });
  it('needs the accumulator feature: not tiered, not search-only', () => {
    expect(isAccumulatorVisible(makeAccount({ productFeatures: ['TIERED_DEDUCTIBLE'] }), flagOn)).toBe(false);
    expect(isAccumulatorVisible(makeAccount({ productFeatures: ['HRA', 'TIERED_DEDUCTIBLE'] }), flagOn)).toBe(false);
    expect(isAccumulatorVisible(makeAccount({ productFeatures: ['SEARCH'] }), flagOn)).toBe(false);
  });
  it('is off without an account', () => {
    expect(isAccumulatorVisible(null, flagOn)).toBe(false);
  });
});
