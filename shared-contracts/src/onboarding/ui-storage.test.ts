import { hasCompletedBadgeEducation, hasViewedOnboardingModal, onboardingClosedPatch, toUiStorage } from './ui-storage';
import { uiStoragePatchSchema } from './ui-storage-schema';

describe('UI storage (member-features §3)', () => {
  it('empty storage counts as viewed; only an explicit false is not viewed', () => {
    expect(hasViewedOnboardingModal({})).toBe(true);
    expect(hasViewedOnboardingModal(undefined)).toBe(true);
    expect(hasViewedOnboardingModal({ hasCompletedConsolidatedBadgeEducation: true })).toBe(true);
    expect(hasViewedOnboardingModal({ hasUserViewedOnboardingModal: false })).toBe(false);
  });

  it('the badge education is completed only when stored so', () => {
    expect(hasCompletedBadgeEducation({})).toBe(false);
    expect(hasCompletedBadgeEducation({ hasCompletedConsolidatedBadgeEducation: true })).toBe(true);
  });

  it('closing stores viewed, and the badge education when its slide was shown', () => {
    expect(onboardingClosedPatch(false)).toEqual({ hasUserViewedOnboardingModal: true });
    expect(onboardingClosedPatch(true)).toEqual({ hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true });
  });

  it('reads an answer, dropping unknown keys and non-booleans', () => {
    expect(toUiStorage({ hasUserViewedOnboardingModal: 'yes', hasCompletedConsolidatedBadgeEducation: true, other: 1 })).toEqual({ hasCompletedConsolidatedBadgeEducation: true });
    expect(toUiStorage(null)).toEqual({});
  });

  it('the PATCH body takes the two booleans, at least one, nothing else', () => {
    expect(uiStoragePatchSchema.safeParse({ hasUserViewedOnboardingModal: true }).success).toBe(true);
    expect(uiStoragePatchSchema.safeParse({}).success).toBe(false);
    expect(uiStoragePatchSchema.safeParse({ hasUserViewedOnboardingModal: 'true' }).success).toBe(false);
    expect(uiStoragePatchSchema.safeParse({ hasUserViewedOnboardingModal: true, admin: true }).success).toBe(false);
  });
});
