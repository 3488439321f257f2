/**
 * Onboarding (member-features §3, §4): the slides a member sees and when the onboarding modal shows, and the UI
 * storage record that remembers what was seen.
 */
export {
  ONBOARDING_SLIDES, type OnboardingSlide, onboardingSlideSequence, shouldShowOnboardingModal,
  ONBOARDING_FLOW_KEY, onboardingContentVariants, onboardingSlideOfEntryId,
} from './onboarding-slides';
export { uiStoragePatchSchema } from './ui-storage-schema';
export { type UiStorage, ONBOARDING_NOT_VIEWED_STORAGE, onboardingClosedPatch, toUiStorage } from './ui-storage';
