import type { PlanBenefitDetails } from '@member/shared-contracts/account';
import type { Migration } from '../database/migration';
import type { SqlExecutor } from '../database/sql-database';

/** Each plan's benefit terms (features §3 plan-derived values), server form as JSON. */
export const PLAN_BENEFIT_DETAILS_MIGRATION: Migration = {
  id: '402_plan_benefit_details',
  sql: `ALTER TABLE plans ADD COLUMN benefit_details jsonb;`,
};

/**
 * The seeded plans' terms, relative to the current calendar year (plan year January–December, the
 * deductible reset on January 1 — so the renewal date the app shows is next January 1). Plan 501 (Acme,
 * most members) has the Garner card; 503 (the demo client) not; 502 (search only) has no benefit; 504
 * (Acme's next plan year, the plan to preview) raises the benefit.
 */
export function seededPlanBenefits(year: number): Record<number, PlanBenefitDetails> {
  const common = {
    deductible_reset_date: `${year}-01-01`,
    plan_start_date: `${year}-01-01`,
    plan_end_date: `${year}-12-31`,
  };
  return {
    501: {
      ...common,
      benefit_amounts: { Employee: 2000, EmployeeAndSpouse: 3000, EmployeeAndChildren: 3000, EmployeeAndFamily: 4000 },
      deductible_amounts: { Employee: 750, EmployeeAndSpouse: 1500, EmployeeAndChildren: 1500, EmployeeAndFamily: 1500 },
      covered_payments: ['deductible', 'coinsurance', 'copays'],
      covered_services: ['primaryCare', 'specialistVisits', 'urgentCare', 'emergencyRoom', 'hospitalStays', 'labsAndImaging'],
      covered_circumstances: ['inNetwork', 'outOfNetworkEmergency', 'virtualVisits'],
      allow_garner_card: true,
      garner_card_type: 'debit',
      paytient_card_limit: 1000,
    },
    504: {
      deductible_reset_date: `${year + 1}-01-01`,
      plan_start_date: `${year + 1}-01-01`,
      plan_end_date: `${year + 1}-12-31`,
      benefit_amounts: { Employee: 2500, EmployeeAndSpouse: 3500, EmployeeAndChildren: 3500, EmployeeAndFamily: 5000 },
      deductible_amounts: { Employee: 750, EmployeeAndSpouse: 1500, EmployeeAndChildren: 1500, EmployeeAndFamily: 1500 },
      covered_payments: ['deductible', 'coinsurance', 'copays', 'prescriptions'],
      covered_services: ['primaryCare', 'specialistVisits', 'urgentCare', 'emergencyRoom', 'hospitalStays', 'labsAndImaging', 'mentalHealth'],
      covered_circumstances: ['inNetwork', 'outOfNetworkEmergency', 'virtualVisits'],
      allow_garner_card: true,
      garner_card_type: 'debit',
      paytient_card_limit: 1000,
    },
    503: {
      ...common,
      benefit_amounts: { Employee: 1500, EmployeeAndSpouse: 3000, EmployeeAndChildren: 2500, EmployeeAndFamily: 3500 },
      deductible_amounts: { Employee: 1000, EmployeeAndSpouse: 1500, EmployeeAndChildren: 1500, EmployeeAndFamily: 2000 },
      covered_payments: ['deductible', 'coinsurance'],
      covered_services: ['primaryCare', 'urgentCare', 'pharmacy'],
      covered_circumstances: ['inNetwork'],
      allow_garner_card: false,
      garner_card_type: null,
      paytient_card_limit: null,
    },
  };
}

export async function seedPlanBenefits(tx: SqlExecutor, now = new Date()): Promise<void> {
  for (const [planId, details] of Object.entries(seededPlanBenefits(now.getFullYear()))) {
    await tx.query('UPDATE plans SET benefit_details = $2::jsonb WHERE id = $1', [Number(planId), JSON.stringify(details)]);
  }
}
