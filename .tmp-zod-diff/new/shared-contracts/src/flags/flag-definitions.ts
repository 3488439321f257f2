import type { WarningBannerFlag } from './warning-banner';

/**
 * Every flag of member-features §9 with its default ("default off unless noted").
 * The spec says "hcscCompliantVersionUX and others | off; the full list is not shown": only the named
 * flags are listed; a flag added later gets its default here.
 */
export const ONBOARDING_SLIDE_CONFIGURATIONS = ['V1', 'V2'] as const;
/** Spec names only the default `V1`; `V2` is our placeholder for the alternate configuration. */
export type OnboardingSlideConfiguration = (typeof ONBOARDING_SLIDE_CONFIGURATIONS)[number];

export interface FlagValues {
  warningBanner: WarningBannerFlag;
  enhancedClaimsUX: boolean;
  messageRoutingUX: boolean;
  showExternalPortal: boolean;
  myProvidersUX: boolean;
  tfaUX: boolean;
  bankAccountLinkingUX: boolean;
  preventDuplicateAccounts: boolean;
  showAppUpdatePage: boolean;
  showVerificationStatus: boolean;
  showConsolidatedTopProviderBadge: boolean;
  virtualProvidersUX: boolean;
  showGoogleSsoSignInV2: boolean;
  showGoogleSsoSignUpV2: boolean;
  showAppleSsoSignInV2: boolean;
  showAppleSsoSignUpV2: boolean;
  showNpsSurvey: boolean;
  careTeamUX: boolean;
  showHraAccumulator: boolean;
  globalNavUX: boolean;
  chatbotUX: boolean;
  showMemberOverpayments: boolean;
  /** -1 = no plan preview. */
  planIdForPreviewUX: number;
  onboardingSlideConfiguration: OnboardingSlideConfiguration;
  hcscCompliantVersionUX: boolean;
}

export type FlagKey = keyof FlagValues;

/** Flags whose value is a plain on/off switch (the ones a route or feature can require). */
export type BooleanFlagKey = { [K in FlagKey]: FlagValues[K] extends boolean ? K : never }[FlagKey];

export const FLAG_DEFAULTS: Readonly<FlagValues> = Object.freeze({
  warningBanner: '',
  enhancedClaimsUX: false,
  messageRoutingUX: false,
  showExternalPortal: false,
  myProvidersUX: false,
  tfaUX: false,
  bankAccountLinkingUX: false,
  preventDuplicateAccounts: false,
  showAppUpdatePage: false,
  showVerificationStatus: false,
  showConsolidatedTopProviderBadge: false,
  virtualProvidersUX: false,
  showGoogleSsoSignInV2: false,
  showGoogleSsoSignUpV2: false,
  showAppleSsoSignInV2: false,
  showAppleSsoSignUpV2: false,
  showNpsSurvey: false,
  careTeamUX: false,
  showHraAccumulator: false,
  globalNavUX: false,
  chatbotUX: false,
  showMemberOverpayments: false,
  planIdForPreviewUX: -1,
  onboardingSlideConfiguration: 'V1',
  hcscCompliantVersionUX: false,
});

export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];

export function isFlagKey(key: string): key is FlagKey {
  return Object.prototype.hasOwnProperty.call(FLAG_DEFAULTS, key);
}

/**
 * Feature-flag client timeout (member-features §9 / access §9: "Feature-flag client timeout 2", unit not
 * shown). We read it as seconds: after 2000 ms without an answer the app runs on FLAG_DEFAULTS.
 */
export const FLAG_CLIENT_TIMEOUT_MS = 2000;
