import type { Account } from '@member/shared-contracts/account';
import { planSummary } from './plan-summary';

const accountWith = (plans: { id: number; network_administrator: string | null }[]) =>
  ({ planId: 501, coverageTier: 'Employee', clientDetails: { plans } }) as unknown as Account;

describe('planSummary', () => {
  it('reads the network administrator of the member’s own plan', () => {
    expect(planSummary(accountWith([{ id: 500, network_administrator: 'Other' }, { id: 501, network_administrator: 'Acme' }]))).toEqual({
      coverageTier: 'Employee',
      networkAdministrator: 'Acme',
    });
  });

  it('has no network when the plan is not among the client’s plans', () => {
    expect(planSummary(accountWith([{ id: 500, network_administrator: 'Other' }])).networkAdministrator).toBeNull();
  });
});
