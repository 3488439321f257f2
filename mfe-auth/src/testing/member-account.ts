import type { Account } from '@member/shared-contracts/account';

/** Test-only: a signed-in member with account management (the account and security pages' gate). */
export function memberAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountId: '200001',
    memberId: 'M200001',
    clientOrgId: 1001,
    clientOrgName: 'Acme',
    relationshipCode: 'Primary',
    status: 'verified',
    canMemberSubmitClaim: true,
    allowAccountManagement: true,
    hasUserSetPassword: true,
    email: 'member@example.test',
    phoneNumber: '5125550101',
    planId: 501,
    networkId: 9001,
    preferredLanguage: null,
    coverageTier: 'Employee',
    existingPCPs: [],
    createdAt: '2024-01-01T00:00:00Z',
    clientDetails: { clientId: 101, plans: [], claimsListStartDate: null, conciergePhoneNumber: null },
    isVerified: true,
    hasHcscNetwork: false,
    productFeatures: new Set(['HRA']),
    ...overrides,
  } as Account;
}
