import { planDerivedValues } from '@member/shared-contracts/plan-benefits';
import { toAccount, type AccountResponse } from '@member/shared-contracts/account';
import { useMemberApiHarness } from '../../testing/member-api-harness';

const year = new Date().getFullYear();

describe('member API: plans with their benefit terms (member-features §3)', () => {
  const api = useMemberApiHarness();

  it("Maria's account carries her plan's terms: amounts by coverage tier, covered services, dates", async () => {
    const response = await api.call({ url: '/accounts/200001', token: await api.tokenOf('hra.primary@example.com') });
    const values = planDerivedValues(toAccount(response.json() as AccountResponse, false));
    expect(values).toMatchObject({
      benefitAmount: 4000,
      deductibleAmount: 1500,
      allowGarnerCard: true,
      garnerCardType: 'debit',
      paytientCardLimit: 1000,
      planStartDate: `${year}-01-01`,
      planEndDate: `${year}-12-31`,
      benefitRenewalDate: `${year + 1}-01-01`,
    });
    expect(values?.coveredServices).toContain('urgentCare');
  });

  it("Kevin's tier (employee and children) chooses its own amounts", async () => {
    const response = await api.call({ url: '/accounts/200006', token: await api.tokenOf('tiered@example.com') });
    expect(planDerivedValues(toAccount(response.json() as AccountResponse, true))).toMatchObject({ benefitAmount: 3000, deductibleAmount: 1500 });
  });

  it('the search-only plan has no benefit terms', async () => {
    const response = await api.call({ url: '/plans/502', token: await api.tokenOf('search.only@example.com') });
    expect(response.json().benefit_details).toBeUndefined();
  });
});
