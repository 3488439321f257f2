import type { Account } from '../account/account';
import { isoDateOf } from '../accumulator/member-accumulation';

/**
 * Features §3 "Plan-derived values" of the member's own plan (the account's planId among the client's
 * plans), in the spec's names. benefitAmount and deductibleAmount are "chosen by coverage tier";
 * benefitRenewalDate is "the deductible reset date, moved one year ahead if it is in the past".
 */
interface PlanDerivedValues {
  coveredPayments: string[];
  coveredServices: string[];
  coveredCircumstances: string[];
  benefitAmount: number;
  deductibleAmount: number;
  allowGarnerCard: boolean;
  garnerCardType: string | null;
  paytientCardLimit: number | null;
  benefitRenewalDate: string;
  planStartDate: string;
  planEndDate: string;
}

/** The codes the app has words for (translations `coverage.payments.*`, `…services.*`, `…circumstances.*`); others are not shown. */
const COVERED_PAYMENT_CODES = ['deductible', 'coinsurance', 'copays', 'prescriptions'] as const;
const COVERED_SERVICE_CODES = ['primaryCare', 'specialistVisits', 'urgentCare', 'emergencyRoom', 'hospitalStays', 'labsAndImaging', 'mentalHealth', 'pharmacy'] as const;
const COVERED_CIRCUMSTANCE_CODES = ['inNetwork', 'outOfNetworkEmergency', 'virtualVisits', 'travel'] as const;
/** Garner card types the app names (`coverage.card.types.*`); any other shows as a card without a type. */
export const GARNER_CARD_TYPES = ['debit', 'virtual'] as const;

const known = (codes: readonly string[]) => (values: readonly string[]) => values.filter((value) => codes.includes(value));

/**
 * "moved one year ahead if it is in the past": a reset date before today moves exactly one year ahead
 * (29 February to 28 February); today or later stays. Decision: exactly one year, as the spec says —
 * a plan whose reset date is more than a year old has stale terms, and showing it is the honest answer.
 */
export function benefitRenewalDate(deductibleResetDate: string, today: Date = new Date()): string {
  if (deductibleResetDate >= isoDateOf(today)) return deductibleResetDate;
  const [year, month, day] = deductibleResetDate.split('-');
  const nextDay = month === '02' && day === '29' ? '28' : day;
  return `${Number(year) + 1}-${month}-${nextDay}`;
}

/** The plan values of the member's own plan; null when the plan is not among the client's plans or has no benefit terms. */
export function planDerivedValues(account: Pick<Account, 'planId' | 'coverageTier' | 'clientDetails'>, today: Date = new Date()): PlanDerivedValues | null {
  const plan = account.clientDetails.plans.find((candidate) => candidate.id === account.planId);
  const details = plan?.benefit_details;
  if (!details) return null;
  const benefitAmount = details.benefit_amounts[account.coverageTier];
  const deductibleAmount = details.deductible_amounts[account.coverageTier];
  if (typeof benefitAmount !== 'number' || typeof deductibleAmount !== 'number') return null;
  return {
    coveredPayments: known(COVERED_PAYMENT_CODES)(details.covered_payments),
    coveredServices: known(COVERED_SERVICE_CODES)(details.covered_services),
    coveredCircumstances: known(COVERED_CIRCUMSTANCE_CODES)(details.covered_circumstances),
    benefitAmount,
    deductibleAmount,
    allowGarnerCard: details.allow_garner_card,
    garnerCardType: details.garner_card_type,
    paytientCardLimit: details.paytient_card_limit,
    benefitRenewalDate: benefitRenewalDate(details.deductible_reset_date, today),
    planStartDate: details.plan_start_date,
    planEndDate: details.plan_end_date,
  };
}
