import type { Account } from '../account/account';
import type { AccountFeature } from '../account/product-features';
import type { FlagValues, OnboardingSlideConfiguration } from '../flags/flag-definitions';
import { isAccumulatorVisible } from '../accumulator/accumulator-visibility';
import { accumulatorSlideVariant, claimsSource } from '../features/claims-source';
import { isSearchOnly } from '../features/feature-rules';
import { hasCompletedBadgeEducation, hasViewedOnboardingModal, type UiStorage } from './ui-storage';
import { QUERY_STATE_PARAMS } from '../modals/query-state-params';

/** The slides of member-features §4 "Onboarding slide sequence", the accumulator one in its two variants. */
export const ONBOARDING_SLIDES = ['excitingUpdates', 'accumulatorFeeds', 'accumulatorManual', 'careTeam', 'homeScreen', 'topProvider'] as const;
export type OnboardingSlide = (typeof ONBOARDING_SLIDES)[number];

type OnboardingAccount = Pick<Account, 'relationshipCode' | 'productFeatures' | 'isVerified' | 'canMemberSubmitClaim'>;

export interface OnboardingInput {
  account: OnboardingAccount;
  features: ReadonlySet<AccountFeature>;
  flags: Pick<FlagValues, 'showHraAccumulator' | 'showConsolidatedTopProviderBadge'>;
  storage: UiStorage | null | undefined;
}

/**
 * §4, in order:
 * 1. exciting updates;
 * 2. accumulator, only when the accumulator is shown (§6 visibility) — feeds when the incentive account
 *    cannot submit claims (claims source TPA), manual when the member can (MANUAL); no claims source, no slide;
 * 3. care team; 4. home screen;
 * 5. top provider, only with showConsolidatedTopProviderBadge on and the badge education not completed.
 * The same for every onboardingSlideConfiguration (see onboardingContentVariant).
 */
export function onboardingSlideSequence({ account, features, flags, storage }: OnboardingInput): OnboardingSlide[] {
  const slides: OnboardingSlide[] = ['excitingUpdates'];
  if (isAccumulatorVisible(account, flags)) {
    const variant = accumulatorSlideVariant(claimsSource(account, features));
    if (variant === 'feeds') slides.push('accumulatorFeeds');
    if (variant === 'manual') slides.push('accumulatorManual');
  }
  slides.push('careTeam', 'homeScreen');
  if (flags.showConsolidatedTopProviderBadge && !hasCompletedBadgeEducation(storage)) slides.push('topProvider');
  return slides;
}

/**
 * Onboarding modal: "shows only if global navigation is on, the flag is not yet viewed, the member is not
 * search-only and an account is present" (features §4). Here, not with the layout rules: those reach the
 * route table, which /home must not load.
 */
export function isOnboardingModalShown(input: {
  flags: Pick<FlagValues, 'globalNavUX'>;
  hasUserViewedOnboardingModal: boolean;
  searchOnly: boolean;
  hasAccount: boolean;
}): boolean {
  return input.flags.globalNavUX && !input.hasUserViewedOnboardingModal && !input.searchOnly && input.hasAccount;
}

/**
 * §4: shown only with global navigation on, not yet viewed (§3: empty storage counts as viewed), not
 * search-only, an account present. Plus one rule of this app: never while the address carries a `modal`
 * query parameter (another modal — e.g. setupDirectDepositPrompt — owns the screen then).
 */
export function shouldShowOnboardingModal(input: {
  account: Pick<Account, 'productFeatures'> | null | undefined;
  flags: Pick<FlagValues, 'globalNavUX'>;
  storage: UiStorage | null | undefined;
  search: string;
}): boolean {
  if (new URLSearchParams(input.search).has(QUERY_STATE_PARAMS.modal)) return false;
  return isOnboardingModalShown({
    flags: input.flags,
    hasUserViewedOnboardingModal: hasViewedOnboardingModal(input.storage),
    searchOnly: input.account ? isSearchOnly(input.account.productFeatures) : false,
    hasAccount: Boolean(input.account),
  });
}

/** The content of the modal: a userFlow entry with this key, its variant the configuration. */
export const ONBOARDING_FLOW_KEY = 'onboardingModal';

/**
 * onboardingSlideConfiguration (§9, default V1; values V1, V2). The spec names no difference. Decision:
 * the configuration picks the content — the userFlow entry `onboardingModal` whose variant is the value
 * (its copy, images, title) — never the sequence or its conditions, which §4 gives once. A configuration
 * with no flow in content falls back to V1's.
 */
export function onboardingContentVariants(configuration: OnboardingSlideConfiguration): OnboardingSlideConfiguration[] {
  return configuration === 'V1' ? ['V1'] : [configuration, 'V1'];
}

/**
 * Which step of the flow is which slide: the step's entry id ends with the slide's name in PascalCase
 * (`onboardingSlideExcitingUpdates`, `onboardingSlideV2CareTeam`, …).
 */
export function onboardingSlideOfEntryId(entryId: string): OnboardingSlide | null {
  return ONBOARDING_SLIDES.find((slide) => entryId.endsWith(slide.charAt(0).toUpperCase() + slide.slice(1))) ?? null;
}
