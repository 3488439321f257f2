import type { Account } from '../account/account';
import type { PlanBenefitDetails } from '../account/plan';
import { benefitRenewalDate, planDerivedValues } from './plan-derived-values';

const details: PlanBenefitDetails = {
  benefit_amounts: { Employee: 2000, EmployeeAndSpouse: 3000, EmployeeAndChildren: 3000, EmployeeAndFamily: 4000 },
  deductible_amounts: { Employee: 750, EmployeeAndSpouse: 1500, EmployeeAndChildren: 1500, EmployeeAndFamily: 1500 },
  covered_payments: ['deductible', 'coinsurance', 'somethingNew'],
  covered_services: ['primaryCare', 'urgentCare'],
  covered_circumstances: ['inNetwork'],
  allow_garner_card: true,
  garner_card_type: 'debit',
  paytient_card_limit: 1000,
  deductible_reset_date: '2026-01-01',
  plan_start_date: '2026-01-01',
  plan_end_date: '2026-12-31',
};

const account = (coverageTier: Account['coverageTier'], benefit: PlanBenefitDetails | null = details, planId = 501) =>
  ({ planId, coverageTier, clientDetails: { clientId: 101, plans: [{ id: 501, client_id: 101, network_administrator: null, benefit_details: benefit }] } }) as unknown as Account;

describe('benefitRenewalDate (features §3)', () => {
  const today = new Date(2026, 10, 25);
  it('moves a reset date in the past one year ahead', () => {
    expect(benefitRenewalDate('2026-01-01', today)).toBe('2027-01-01');
    expect(benefitRenewalDate('2026-11-24', today)).toBe('2027-11-24');
  });
  it('keeps today and future dates', () => {
    expect(benefitRenewalDate('2026-11-25', today)).toBe('2026-11-25');
    expect(benefitRenewalDate('2027-01-01', today)).toBe('2027-01-01');
  });
  it('moves exactly one year, 29 February to 28 February', () => {
    expect(benefitRenewalDate('2024-02-29', new Date(2024, 5, 1))).toBe('2025-02-28');
    expect(benefitRenewalDate('2024-07-01', today)).toBe('2025-07-01');
  });
});

describe('planDerivedValues (features §3)', () => {
  const today = new Date(2026, 10, 25);
  it('chooses the benefit and deductible amounts by coverage tier', () => {
    expect(planDerivedValues(account('Employee'), today)).toMatchObject({ benefitAmount: 2000, deductibleAmount: 750 });
    expect(planDerivedValues(account('EmployeeAndSpouse'), today)).toMatchObject({ benefitAmount: 3000, deductibleAmount: 1500 });
    expect(planDerivedValues(account('EmployeeAndChildren'), today)).toMatchObject({ benefitAmount: 3000, deductibleAmount: 1500 });
    expect(planDerivedValues(account('EmployeeAndFamily'), today)).toMatchObject({ benefitAmount: 4000, deductibleAmount: 1500 });
  });
  it('gives every value in the spec names, with the renewal date moved ahead and unknown codes left out', () => {
    expect(planDerivedValues(account('EmployeeAndFamily'), today)).toEqual({
      coveredPayments: ['deductible', 'coinsurance'],
      coveredServices: ['primaryCare', 'urgentCare'],
      coveredCircumstances: ['inNetwork'],
      benefitAmount: 4000,
      deductibleAmount: 1500,
      allowGarnerCard: true,
      garnerCardType: 'debit',
      paytientCardLimit: 1000,
      benefitRenewalDate: '2027-01-01',
      planStartDate: '2026-01-01',
      planEndDate: '2026-12-31',
    });
  });
  it('is null for a plan without benefit terms, or a plan not among the client’s', () => {
    expect(planDerivedValues(account('Employee', null), today)).toBeNull();
    expect(planDerivedValues(account('Employee', details, 999), today)).toBeNull();
  });
});
