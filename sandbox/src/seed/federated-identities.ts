/**
 * Demo identities of the sandbox's hosted sign-in pages (single sign-on, access §2.1 /sso, §6, §7): what
 * each provider "knows" about a member. An identity whose `linkedEmail` names a persona is already linked
 * to that member's account (its tokens carry the account's claims); the others are not linked yet, and
 * the member links them by signing in with their password once (POST /account/{accountId}/identities).
 */
import { baseAccountFederatedIdentity } from './base-account-persona';
import type { FederatedIdentitySeed } from './seed-types';

export const federatedIdentitySeeds: readonly FederatedIdentitySeed[] = [
  { provider: 'Google', providerUserId: '104510000000000000001', email: 'hra.primary@example.com', givenName: 'Maria', familyName: 'Lopez', linkedEmail: 'hra.primary@example.com' },
  { provider: 'Google', providerUserId: '104510000000000000002', email: 'tiered@example.com', givenName: 'Kevin', familyName: 'Nguyen' },
  // Jordan Reyes is on Acme Manufacturing - Dallas's enrollment roster without an account: signs up through Google.
  { provider: 'Google', providerUserId: '104510000000000000003', email: 'jordan.reyes@example.com', givenName: 'Jordan', familyName: 'Reyes' },
  { provider: 'Apple', providerUserId: '001234.apple.0003', email: 'mfa@example.com', givenName: 'Olivia', familyName: 'Brown' },
  { provider: 'bnft', providerUserId: 'bnft-0004', email: 'demo.client@example.com', givenName: 'Grace', familyName: 'Kim', linkedEmail: 'demo.client@example.com' },
  { provider: 'EnrollmentHub', providerUserId: 'eh-0005', email: 'spouse@example.com', givenName: 'Daniel', familyName: 'Lopez' },
  { provider: 'BenefitsPortal', providerUserId: 'bp-0006', email: 'search.only@example.com', givenName: 'James', familyName: 'Chen' },
  // The base-to-buy-up demo member (sandbox/src/seed/base-account-persona.ts).
  baseAccountFederatedIdentity,
];

/** The identity service's username of a federated user (Cognito's `<Provider>_<id>`, lower-cased like every sandbox username). */
export function federatedUsername(provider: string, providerUserId: string): string {
  return `${provider}_${providerUserId}`.toLowerCase();
}
