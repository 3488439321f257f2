/**
 * The seeded demo members (sandbox/src/seed/personas.ts) as identity users: confirmed, email and phone
 * verified, signing in with SANDBOX_PASSWORD (temporary for personas with `temporaryPassword`),
 * SMS MFA on for personas with `smsMfa`, and every claim of CLAIM_KEYS the persona provides.
 */
import { randomBytes } from 'node:crypto';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { SANDBOX_PASSWORD, personas, seedClientOrganizations } from '../../seed/personas';
import type { Persona } from '../../seed/seed-types';
import { createPasswordVerifier } from '../srp/password-verifier';
import { normalizeLogin, type IdentityUser } from './identity-user';
import { stableSubForAccount } from './stable-sub';

function personaAttributes(persona: Persona, sub: string): Record<string, string> {
  const { account } = persona;
  const attributes: Record<string, string> = {
    sub,
    [CLAIM_KEYS.email]: normalizeLogin(persona.email),
    email_verified: 'true',
    [CLAIM_KEYS.phoneNumber]: persona.phoneNumber,
    phone_number_verified: 'true',
    [CLAIM_KEYS.firstName]: persona.firstName,
    [CLAIM_KEYS.lastName]: persona.lastName,
    [CLAIM_KEYS.dateOfBirth]: persona.dateOfBirth,
    [CLAIM_KEYS.accountId]: account.accountId,
    [CLAIM_KEYS.clientId]: String(account.clientId),
    [CLAIM_KEYS.clientOrgId]: String(account.clientOrgId),
    [CLAIM_KEYS.planId]: String(account.planId),
    [CLAIM_KEYS.identificationCode]: persona.identificationCode,
    [CLAIM_KEYS.languagePreference]: persona.language,
  };
  if (persona.enrollmentPlatformUser) {
    // A base account has no email (access §2.6): its sign-in is the enrollment platform's federated user.
    delete attributes[CLAIM_KEYS.email];
    delete attributes.email_verified;
  }
  const ein = seedClientOrganizations.find((organization) => organization.id === account.clientOrgId)?.ein;
  if (ein) attributes[CLAIM_KEYS.ein] = ein;
  return attributes;
}

function userFromPersona(persona: Persona, poolName: string, now: Date): IdentityUser {
  const username = normalizeLogin(persona.email);
  const sub = stableSubForAccount(persona.account.accountId);
  return {
    username,
    sub,
    status: persona.temporaryPassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
    attributes: personaAttributes(persona, sub),
    // A base account's member has no password of their own: a random one nobody knows.
    password: createPasswordVerifier(poolName, username, persona.enrollmentPlatformUser ? randomBytes(24).toString('base64url') : SANDBOX_PASSWORD),
    smsMfa: { enabled: persona.smsMfa, preferred: persona.smsMfa },
    createdAt: new Date(persona.account.createdAt),
    updatedAt: now,
  };
}

export function seedUsers(poolName: string, now: Date): IdentityUser[] {
  return personas.map((persona) => userFromPersona(persona, poolName, now));
}
