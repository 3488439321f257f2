import type { Account } from '../account/account';
import type { ProductFeature } from '../account/product-features';

/** Test-only: an account with sensible defaults; not exported from the package index. */
export function makeAccount(overrides: Partial<Omit<Account, 'productFeatures'>> & { productFeatures?: readonly ProductFeature[] } = {}): Account {
  const { productFeatures = ['SEARCH'], ...rest } = overrides;
  return {
    accountId: 'acc-1',
    memberId: 'mem-1',
    clientOrgId: 10,
    clientOrgName: 'Org',
    relationshipCode: 'Primary',
    status: 'verified',
    canMemberSubmitClaim: false,
    allowAccountManagement: true,
    hasUserSetPassword: true,
    email: null,
    phoneNumber: null,
    planId: 20,
    networkId: null,
    preferredLanguage: null,
    coverageTier: 'Employee',
    existingPCPs: [],
    createdAt: '2024-01-01T00:00:00Z',
    clientDetails: { clientId: 30, plans: [], claimsListStartDate: null, conciergePhoneNumber: null },
    isVerified: true,
    hasHcscNetwork: false,
    ...rest,
    productFeatures: new Set(productFeatures),
  };
}
