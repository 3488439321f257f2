/**
 * The shapes of the seeded demo members and their federated identities, apart from the lists: the base
 * account persona is one entry of both lists and needs the shapes, while the lists include it.
 */
import type { AccountStatus, CoverageTier, LanguagePreference, ProductFeature, RelationshipCode } from '@member/shared-contracts/account';

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string; // yyyy-MM-dd
  identificationCode: string; // last-4
  phoneNumber: string; // E.164, as the identity service stores it
  language: LanguagePreference;
  /** SMS MFA preference on the identity user. */
  smsMfa: boolean;
  /** The password is temporary: first sign-in answers NEW_PASSWORD_REQUIRED. */
  temporaryPassword: boolean;
  account: {
    accountId: string;
    memberId: string;
    clientId: number;
    clientOrgId: number;
    planId: number;
    networkId: number;
    relationshipCode: RelationshipCode;
    status: AccountStatus;
    productFeatures: ProductFeature[];
    canMemberSubmitClaim: boolean;
    hasUserSetPassword: boolean;
    coverageTier: CoverageTier;
    createdAt: string;
    /** Primary care providers already on the member's care team (member API `existingPCPs`). */
    existingPcps?: { providerId: string; createdAt: string }[];
  };
  /** Flag values that differ from the member-features §9 defaults for this member. */
  flags: Record<string, boolean | string | number>;
  /**
   * A base account (base-to-buy-up, access §2.6): the member exists only as this enrollment platform's
   * federated user — the account has no email and its identity username is that user's; the member's own
   * identity user carries the claims but no email and no known password.
   */
  enrollmentPlatformUser?: { provider: string; providerUserId: string };
}

export interface FederatedIdentitySeed {
  /** Provider name as the identity service spells it (Google, Apple, bnft, EnrollmentHub, BenefitsPortal). */
  provider: string;
  /** The member's id at the provider. */
  providerUserId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The persona (sign-in email) the identity is already linked to. */
  linkedEmail?: string;
}
