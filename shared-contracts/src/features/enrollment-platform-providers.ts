/**
 * The three enrollment-platform single-sign-on providers whose members must set their own password
 * (access §2.6 "sso provider is one of three enrollment-platform provider values that require a
 * user-set password"). The spec does not name them; these are the sandbox's and the app's names, matched
 * case-insensitively like the social providers. Members arriving through the `bnft` provider sign in
 * against the bnft user pool (access §7 token exchange `/auth/bnft/oauth2/token`).
 */
const ENROLLMENT_PLATFORM_PROVIDERS = ['bnft', 'EnrollmentHub', 'BenefitsPortal'] as const;
export type EnrollmentPlatformProvider = (typeof ENROLLMENT_PLATFORM_PROVIDERS)[number];

/** The canonical spelling (`BNFT` → `bnft`), or null. */
export function toEnrollmentPlatformProvider(name: string | null | undefined): EnrollmentPlatformProvider | null {
  const lower = name?.trim().toLowerCase();
  return ENROLLMENT_PLATFORM_PROVIDERS.find((provider) => provider.toLowerCase() === lower) ?? null;
}

export function isEnrollmentPlatformProvider(name: string | null | undefined): boolean {
  return toEnrollmentPlatformProvider(name) !== null;
}
