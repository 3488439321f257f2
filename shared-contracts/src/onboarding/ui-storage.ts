/**
 * UI storage, per account (member-features §3): hasUserViewedOnboardingModal and
 * hasCompletedConsolidatedBadgeEducation. §7: `GET /storage/{accountId}` answers the object (`{}` when the
 * member has none yet), `PATCH /storage/{accountId}` sets the fields it is given and answers the whole object.
 */
export interface UiStorage {
  hasUserViewedOnboardingModal?: boolean;
  hasCompletedConsolidatedBadgeEducation?: boolean;
}

/**
 * §3: "When storage is empty, hasUserViewedOnboardingModal defaults to true." Read as: a storage that
 * does not hold the field (empty, or only the badge education) counts as viewed. Only an explicit `false`
 * shows the modal.
 */
export function hasViewedOnboardingModal(storage: UiStorage | null | undefined): boolean {
  return storage?.hasUserViewedOnboardingModal ?? true;
}

/** The badge education counts as completed only when stored so. */
export function hasCompletedBadgeEducation(storage: UiStorage | null | undefined): boolean {
  return storage?.hasCompletedConsolidatedBadgeEducation ?? false;
}

/**
 * What the sandbox's test control stores to let a member see the onboarding modal again ("a fresh UI
 * storage"). Not `{}`: §3 makes an empty storage count as viewed, so only an explicit false shows it.
 */
export const ONBOARDING_NOT_VIEWED_STORAGE: Required<UiStorage> = {
  hasUserViewedOnboardingModal: false,
  hasCompletedConsolidatedBadgeEducation: false,
};

/** What closing the modal stores: viewed, and the badge education when its slide was shown. */
export function onboardingClosedPatch(showedTopProviderSlide: boolean): UiStorage {
  return showedTopProviderSlide ? { hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true } : { hasUserViewedOnboardingModal: true };
}

/** An answer of GET / PATCH, read without a schema library (the /home start-up path carries no zod): unknown keys and non-booleans dropped. */
export function toUiStorage(value: unknown): UiStorage {
  const storage: UiStorage = {};
  if (typeof value !== 'object' || value === null) return storage;
  const record = value as Record<string, unknown>;
  if (typeof record.hasUserViewedOnboardingModal === 'boolean') storage.hasUserViewedOnboardingModal = record.hasUserViewedOnboardingModal;
  if (typeof record.hasCompletedConsolidatedBadgeEducation === 'boolean') storage.hasCompletedConsolidatedBadgeEducation = record.hasCompletedConsolidatedBadgeEducation;
  return storage;
}
