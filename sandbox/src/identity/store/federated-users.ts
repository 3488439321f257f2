/**
 * Federated (single sign-on) users of the sandbox pool, as Cognito keeps them: username
 * `<provider>_<provider user id>`, an `identities` attribute (a JSON list, issued as the id token's
 * `identities` claim), the provider's email as `custom:federated_email`, and — once linked to a member
 * account — that account's claims, so their tokens open the app like the member's own.
 */
import { randomBytes } from 'node:crypto';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { federatedIdentitySeeds, federatedUsername } from '../../seed/federated-identities';
import type { FederatedIdentitySeed } from '../../seed/seed-types';
import { createPasswordVerifier } from '../srp/password-verifier';
import { normalizeLogin, type IdentityUser } from './identity-user';
import { stableSubForAccount } from './stable-sub';

/** The attribute of the federated identities (Cognito's `identities`). */
export const IDENTITIES_ATTRIBUTE = 'identities';

/** A federated user's identities (the attribute holds Cognito's JSON array), or [] for anyone else. */
export function identitiesOf(user: IdentityUser): Array<{ providerName?: string; userId?: string } & Record<string, unknown>> {
  const raw = user.attributes[IDENTITIES_ATTRIBUTE];
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The account claims a linked federated user carries (copied from the member's own user). */
const LINKED_ACCOUNT_ATTRIBUTES: readonly string[] = [
  CLAIM_KEYS.accountId,
  CLAIM_KEYS.clientId,
  CLAIM_KEYS.clientOrgId,
  CLAIM_KEYS.planId,
  CLAIM_KEYS.firstName,
  CLAIM_KEYS.lastName,
  CLAIM_KEYS.dateOfBirth,
  CLAIM_KEYS.identificationCode,
  CLAIM_KEYS.languagePreference,
  CLAIM_KEYS.ein,
  CLAIM_KEYS.phoneNumber,
];

/** Copies the account claims of `member` onto the federated user (the link). */
export function linkFederatedUserTo(federated: IdentityUser, member: IdentityUser, now: Date): void {
  for (const name of LINKED_ACCOUNT_ATTRIBUTES) {
    const value = member.attributes[name];
    if (value !== undefined) federated.attributes[name] = value;
  }
  federated.updatedAt = now;
}

function federatedUserFromSeed(seed: FederatedIdentitySeed, poolName: string, now: Date): IdentityUser {
  const username = federatedUsername(seed.provider, seed.providerUserId);
  const sub = stableSubForAccount(`federated/${username}`);
  const email = normalizeLogin(seed.email);
  return {
    username,
    sub,
    status: 'CONFIRMED',
    attributes: {
      sub,
      [CLAIM_KEYS.email]: email,
      email_verified: 'false',
      [CLAIM_KEYS.federatedEmail]: email,
      [CLAIM_KEYS.firstName]: seed.givenName,
      [CLAIM_KEYS.lastName]: seed.familyName,
      [IDENTITIES_ATTRIBUTE]: JSON.stringify([
        { userId: seed.providerUserId, providerName: seed.provider, providerType: seed.provider, issuer: null, primary: 'true', dateCreated: String(now.getTime()) },
      ]),
    },
    // Federated users have no password of their own; a random one nobody knows keeps SRP honest.
    password: createPasswordVerifier(poolName, username, randomBytes(24).toString('base64url')),
    smsMfa: { enabled: false, preferred: false },
    createdAt: now,
    updatedAt: now,
  };
}

/** The seeded federated users, the linked ones already carrying their member's claims. */
export function seedFederatedUsers(poolName: string, members: readonly IdentityUser[], now: Date): IdentityUser[] {
  return federatedIdentitySeeds.map((seed) => {
    const user = federatedUserFromSeed(seed, poolName, now);
    const member = seed.linkedEmail ? members.find((candidate) => candidate.username === normalizeLogin(seed.linkedEmail ?? '')) : undefined;
    if (member) linkFederatedUserTo(user, member, now);
    return user;
  });
}
