import type { CoverageTier } from './coverage-tier';

/** Spec §3 Plan. Server form is snake_case. */
export interface Plan {
  id: number;
  client_id: number;
  /** Defaults to true when absent. */
  allow_account_management?: boolean;
  network_administrator: string | null;
  /**
   * The plan's benefit terms (features §3 "Plan-derived values"), server form. Optional: a plan
   * without an incentive benefit (search only) has none. See shared-contracts/src/plan-benefits/.
   */
  benefit_details?: PlanBenefitDetails | null;
}

/**
 * Decisions where the spec is silent (features §3 names only the app's derived values): amounts per
 * coverage tier in dollars; covered payments, services and circumstances as codes the app translates
 * (COVERED_*_CODES); dates `yyyy-MM-dd`; `deductible_reset_date` is what benefitRenewalDate derives from.
 */
export interface PlanBenefitDetails {
  benefit_amounts: Record<CoverageTier, number>;
  deductible_amounts: Record<CoverageTier, number>;
  covered_payments: string[];
  covered_services: string[];
  covered_circumstances: string[];
  allow_garner_card: boolean;
  garner_card_type: string | null;
  paytient_card_limit: number | null;
  deductible_reset_date: string;
  plan_start_date: string;
  plan_end_date: string;
}
