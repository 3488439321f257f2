import { makeAccount } from '../testing/account-fixture';
import { deriveAccountFeatures, deriveFeatures } from './derive-features';

describe('deriveFeatures', () => {
  it('derives nothing but ACCOUNT_MANAGEMENT for a search-only account', () => {
    expect(deriveFeatures(makeAccount({ productFeatures: ['SEARCH'] }), { careTeamUX: true })).toEqual(new Set(['ACCOUNT_MANAGEMENT']));
  });

  it('derives everything for an HRA account that may submit claims, with the care-team flag', () => {
    const account = makeAccount({ productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: true });
    expect(deriveFeatures(account, { careTeamUX: true })).toEqual(
      new Set(['ACCOUNT_MANAGEMENT', 'VIEW_CLAIMS', 'SUBMIT_CLAIMS', 'CARE_TEAM', 'INCENTIVE_FEATURE']),
    );
  });

  it('leaves out ACCOUNT_MANAGEMENT when the plan does not allow it, and CARE_TEAM without the flag', () => {
    const account = makeAccount({ productFeatures: ['HRA'], allowAccountManagement: false });
    expect(deriveFeatures(account, { careTeamUX: false })).toEqual(new Set(['VIEW_CLAIMS', 'INCENTIVE_FEATURE']));
  });
});

describe('deriveAccountFeatures', () => {
  it('is product plus derived features', () => {
    expect(deriveAccountFeatures(makeAccount({ productFeatures: ['SEARCH', 'CONCIERGE'] }), { careTeamUX: true })).toEqual(
      new Set(['SEARCH', 'CONCIERGE', 'ACCOUNT_MANAGEMENT', 'CARE_TEAM']),
    );
  });

  it('is empty without an account', () => {
    expect(deriveAccountFeatures(null, { careTeamUX: true }).size).toBe(0);
  });
});
