import type { AccountResponse } from './account';
import { planAllowsAccountManagement, toAccount } from './to-account';

const response: AccountResponse = {
  accountId: 'a-1', memberId: 'm-1', clientOrgId: 1, clientOrgName: 'Org', relationshipCode: 'Primary', status: 'verified',
  productFeatures: ['SEARCH', 'HRA'], canMemberSubmitClaim: true, allowAccountManagement: true, hasUserSetPassword: true,
  email: null, phoneNumber: null, planId: 2, networkId: 3, preferredLanguage: null, coverageTier: 'Employee',
  existingPCPs: [], createdAt: '2024-01-01', clientDetails: { clientId: 4, plans: [], claimsListStartDate: null, conciergePhoneNumber: null },
};

describe('toAccount', () => {
  it('turns productFeatures into a Set and keeps the other fields', () => {
    const account = toAccount(response, false);
    expect(account.productFeatures).toEqual(new Set(['SEARCH', 'HRA']));
    expect(account.accountId).toBe('a-1');
  });

  it('isVerified is status === verified', () => {
    expect(toAccount(response, false).isVerified).toBe(true);
    expect(toAccount({ ...response, status: 'created' }, false).isVerified).toBe(false);
    expect(toAccount({ ...response, status: 'inactive' }, false).isVerified).toBe(false);
  });

  it('carries hasHcscNetwork from the provider-network call', () => {
    expect(toAccount(response, true).hasHcscNetwork).toBe(true);
  });
});

describe('planAllowsAccountManagement', () => {
  it('defaults to true', () => {
    expect(planAllowsAccountManagement({})).toBe(true);
    expect(planAllowsAccountManagement(null)).toBe(true);
    expect(planAllowsAccountManagement({ allow_account_management: false })).toBe(false);
  });
});
