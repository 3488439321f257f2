import type { UserPoolChoice } from '../identity/session';
import { toEnrollmentPlatformProvider, type EnrollmentPlatformProvider } from '../features/enrollment-platform-providers';
import { toSocialProvider, type SocialProvider } from '../features/social-providers';

/** Every provider a member can sign on with: the two social ones (access §6) and the enrollment platforms (§2.6). */
export type SsoProvider = SocialProvider | EnrollmentPlatformProvider;

/** The canonical spelling of a social or enrollment-platform provider (case-insensitive), or null. */
export function toSsoProvider(name: string | null | undefined): SsoProvider | null {
  return toSocialProvider(name) ?? toEnrollmentPlatformProvider(name);
}

/**
 * The user pool a provider's members sign in against (access §3 "User pool choice": default, idp-sso or
 * bnft). Decision: `bnft` has its own pool (§7 token path), the other enrollment platforms federate
 * through the idp-sso pool, and Google / Apple live in the default pool.
 */
export function userPoolForSsoProvider(provider: SsoProvider): UserPoolChoice {
  if (provider === 'bnft') return 'bnft';
  return toEnrollmentPlatformProvider(provider) ? 'idp-sso' : 'default';
}

/** A stored user pool value, read leniently: anything unknown is the default pool. */
export function toUserPoolChoice(value: string | null | undefined): UserPoolChoice {
  return value === 'bnft' || value === 'idp-sso' ? value : 'default';
}
