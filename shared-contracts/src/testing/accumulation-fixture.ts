import type { MemberAccumulationServer } from '../accumulator/member-accumulation';

/** Test-only: this plan year's accumulation in the server's snake_case form (Maria's seeded figures); not exported from the package index. */
export function serverAccumulation(overrides: Partial<MemberAccumulationServer> = {}, year = new Date().getFullYear()): MemberAccumulationServer {
  return {
    hra_year_start: `${year}-01-01`,
    hra_year_end: `${year}-12-31`,
    runout_period_end_date: `${year + 1}-03-31`,
    total_payable_amount: 1250.5,
    total_benefit_amount: 4000,
    total_member_owes: 320,
    total_deductible_amount: 1500,
    ...overrides,
  };
}
