import { FLAG_CLIENT_TIMEOUT_MS, FLAG_DEFAULTS, FLAG_KEYS } from './flag-definitions';
import { WARNING_BANNER_VALUES } from './warning-banner';

describe('FLAG_DEFAULTS (member-features §9)', () => {
  it('lists every flag of the spec table', () => {
    expect([...FLAG_KEYS].sort()).toEqual(
      [
        'warningBanner', 'enhancedClaimsUX', 'messageRoutingUX', 'showExternalPortal', 'myProvidersUX', 'tfaUX',
        'bankAccountLinkingUX', 'preventDuplicateAccounts', 'showAppUpdatePage', 'showVerificationStatus',
        'showConsolidatedTopProviderBadge', 'virtualProvidersUX', 'showGoogleSsoSignInV2', 'showGoogleSsoSignUpV2',
        'showAppleSsoSignInV2', 'showAppleSsoSignUpV2', 'showNpsSurvey', 'careTeamUX', 'showHraAccumulator',
        'globalNavUX', 'chatbotUX', 'showMemberOverpayments', 'planIdForPreviewUX', 'onboardingSlideConfiguration',
        'hcscCompliantVersionUX',
      ].sort(),
    );
  });

  it('has the noted defaults: warningBanner empty, planIdForPreviewUX -1, onboardingSlideConfiguration V1', () => {
    expect(FLAG_DEFAULTS.warningBanner).toBe('');
    expect(FLAG_DEFAULTS.planIdForPreviewUX).toBe(-1);
    expect(FLAG_DEFAULTS.onboardingSlideConfiguration).toBe('V1');
  });

  it('has every other flag off', () => {
    const others = FLAG_KEYS.filter((key) => !['warningBanner', 'planIdForPreviewUX', 'onboardingSlideConfiguration'].includes(key));
    for (const key of others) expect([key, FLAG_DEFAULTS[key]]).toEqual([key, false]);
  });

  it('names six warning banners', () => {
    expect(WARNING_BANNER_VALUES).toEqual([
      'scheduledMaintenance', 'maintenanceInProgress', 'generic', 'searchUnavailable', 'claimsUnavailable', 'conciergeUnavailable',
    ]);
  });

  it('reads the client timeout "2" as 2000 ms', () => {
    expect(FLAG_CLIENT_TIMEOUT_MS).toBe(2000);
  });
});
