/**
 * The base-to-buy-up demo member (access §2.6): an account of Acme Manufacturing (two
 * organisations to choose from) that allows account management, has no user-set password and no email,
 * and signs in through the `bnft` enrollment platform's hosted page. Its identity user is that
 * federated user (`bnft_bnft-0011`): the account's cognito username, so the member API's reset-password and
 * the member's own ChangePassword act on the same user, and the email set by PATCH /account makes it a
 * password sign-in afterwards. `email` is only what the enrollment platform knows about the member (the
 * hosted page shows it); the account itself has none.
 */
import type { FederatedIdentitySeed, Persona } from './seed-types';

export const BASE_ACCOUNT_SSO = { provider: 'bnft', providerUserId: 'bnft-0011' } as const;

export const baseAccountPersona: Persona = {
  email: 'alex.rivera@bnft.example.com',
  firstName: 'Alex',
  lastName: 'Rivera',
  dateOfBirth: '1989-06-17',
  identificationCode: '2580',
  phoneNumber: '+15125550111',
  language: 'english',
  smsMfa: false,
  temporaryPassword: false,
  enrollmentPlatformUser: BASE_ACCOUNT_SSO,
  account: {
    accountId: '200011', memberId: 'M200011', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
    relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
    canMemberSubmitClaim: true, hasUserSetPassword: false, coverageTier: 'Employee', createdAt: '2026-09-01T10:00:00.000Z',
  },
  flags: {},
};

/** The member at the bnft hosted page, linked to the account above (its tokens carry the account's claims). */
export const baseAccountFederatedIdentity: FederatedIdentitySeed = {
  ...BASE_ACCOUNT_SSO,
  email: baseAccountPersona.email,
  givenName: baseAccountPersona.firstName,
  familyName: baseAccountPersona.lastName,
  linkedEmail: baseAccountPersona.email,
};
