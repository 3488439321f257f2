import type { AccountFeature } from '../account/product-features';
import { deriveAccountFeatures } from '../features/derive-features';
import { makeAccount } from '../testing/account-fixture';
import {
  onboardingContentVariants,
  onboardingSlideOfEntryId,
  onboardingSlideSequence,
  shouldShowOnboardingModal,
  type OnboardingInput,
} from './onboarding-slides';

const flags = { showHraAccumulator: true, showConsolidatedTopProviderBadge: false, careTeamUX: true };
function input(overrides: Parameters<typeof makeAccount>[0] = {}, change: Partial<OnboardingInput> = {}): OnboardingInput {
  const account = makeAccount({ productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: true, ...overrides });
  return { account, features: deriveAccountFeatures(account, flags) as ReadonlySet<AccountFeature>, flags, storage: {}, ...change };
}

describe('onboarding slide sequence (member-features §4)', () => {
  it('hra.primary (primary, verified, HRA, submits claims): the manual accumulator slide', () => {
    expect(onboardingSlideSequence(input())).toEqual(['excitingUpdates', 'accumulatorManual', 'careTeam', 'homeScreen']);
  });

  it('an incentive account that cannot submit claims: the feeds accumulator slide', () => {
    expect(onboardingSlideSequence(input({ canMemberSubmitClaim: false }))).toEqual(['excitingUpdates', 'accumulatorFeeds', 'careTeam', 'homeScreen']);
  });

  it('no accumulator slide when the accumulator is not shown: tiered, a spouse, unverified, flag off', () => {
    const without = ['excitingUpdates', 'careTeam', 'homeScreen'];
    expect(onboardingSlideSequence(input({ productFeatures: ['TIERED_DEDUCTIBLE', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: false }))).toEqual(without);
    expect(onboardingSlideSequence(input({ relationshipCode: 'Spouse' }))).toEqual(without);
    expect(onboardingSlideSequence(input({ isVerified: false }))).toEqual(without);
    expect(onboardingSlideSequence(input({}, { flags: { ...flags, showHraAccumulator: false } }))).toEqual(without);
  });

  it('top provider last, only with showConsolidatedTopProviderBadge and the education not completed', () => {
    const badge = { flags: { ...flags, showConsolidatedTopProviderBadge: true } };
    expect(onboardingSlideSequence(input({}, badge)).at(-1)).toBe('topProvider');
    expect(onboardingSlideSequence(input({}, { ...badge, storage: { hasCompletedConsolidatedBadgeEducation: true } }))).not.toContain('topProvider');
    expect(onboardingSlideSequence(input({}, { ...badge, storage: { hasCompletedConsolidatedBadgeEducation: false } }))).toContain('topProvider');
    expect(onboardingSlideSequence(input())).not.toContain('topProvider');
  });
});

describe('shouldShowOnboardingModal', () => {
  const account = makeAccount({ productFeatures: ['HRA'] });
  const shown = { account, flags: { globalNavUX: true }, storage: { hasUserViewedOnboardingModal: false }, search: '' };

  it('shows with global navigation on, not viewed, not search-only, an account present', () => {
    expect(shouldShowOnboardingModal(shown)).toBe(true);
  });

  it.each([
    ['global navigation off', { flags: { globalNavUX: false } }],
    ['already viewed', { storage: { hasUserViewedOnboardingModal: true } }],
    ['empty storage (§3: counts as viewed)', { storage: {} }],
    ['storage not read', { storage: undefined }],
    ['search-only', { account: makeAccount({ productFeatures: ['SEARCH'] }) }],
    ['no account', { account: null }],
    ['a modal query parameter in the address', { search: '?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims' }],
  ])('does not show: %s', (_case, change) => {
    expect(shouldShowOnboardingModal({ ...shown, ...change })).toBe(false);
  });
});

describe('onboardingSlideConfiguration', () => {
  it('picks the content variant, V1 as the fallback', () => {
    expect(onboardingContentVariants('V1')).toEqual(['V1']);
    expect(onboardingContentVariants('V2')).toEqual(['V2', 'V1']);
  });

  it('reads which slide a step is from its entry id', () => {
    expect(onboardingSlideOfEntryId('onboardingSlideExcitingUpdates')).toBe('excitingUpdates');
    expect(onboardingSlideOfEntryId('onboardingSlideV2AccumulatorFeeds')).toBe('accumulatorFeeds');
    expect(onboardingSlideOfEntryId('onboardingSlideTopProvider')).toBe('topProvider');
    expect(onboardingSlideOfEntryId('somethingElse')).toBeNull();
  });
});
