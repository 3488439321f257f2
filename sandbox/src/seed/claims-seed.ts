/**
 * Seeded claims (member-features §7). Maria (hra.primary, 200001, EmployeeAndFamily, submits claims): 44 MANUAL
 * claims from January 2025 to October 2026 for herself, her spouse and two children, in every status, with
 * one denied claim that can still be appealed (its denial is dated 10 days before each reset), one older
 * denied claim whose appeal window has passed, payments by direct deposit and one by mailed check, and two
 * repayment requests. Daniel (spouse@) has three; Kevin (tiered@, cannot submit) six TPA claims fed by the
 * administrator; James (search.only@) none. Deterministic: the same ids and amounts at every reset.
 */
import type { ClaimStatus, CoveredService, DenialReason, PatientRelationship, PaymentMethod, RepaymentReason } from '@member/shared-contracts/claims';
import type { ClaimsSource } from '@member/shared-contracts/features';

export interface SeedPatient { id: string; accountId: string; firstName: string; relationship: PatientRelationship }

interface SeedClaimLine { serviceType: CoveredService; description: string; amountBilledCents: number; planPaidCents: number; memberOwesCents: number }

export interface SeedClaim {
  id: string;
  accountId: string;
  patientId: string;
  source: ClaimsSource;
  providerName: string;
  serviceType: CoveredService;
  dateOfService: string;
  status: ClaimStatus;
  submittedAt: string;
  lines: SeedClaimLine[];
  payment: { method: PaymentMethod; paidOn: string; reference: string } | null;
  denialReason: DenialReason | null;
  /** Days before the reset the claim was denied (so it stays appealable), instead of a date. */
  deniedDaysAgo?: number;
  /** A receipt the member sent (MANUAL claims). */
  receiptFileName: string | null;
}

export interface SeedRepayment { id: string; accountId: string; claimId: string; amountCents: number; reason: RepaymentReason; dueOn: string; status: 'open' | 'paid' }

/** Ids the e2e journeys and tests use. */
export const SEEDED_CLAIMS = {
  mariaDeniedAppealable: 'clm-200001-044',
  mariaDeniedExpired: 'clm-200001-010',
  mariaPaidByCheck: 'clm-200001-040',
  mariaPaidByDeposit: 'clm-200001-039',
  mariaSubmitted: 'clm-200001-043',
  danielFirst: 'clm-200005-001',
  kevinFirst: 'clm-200006-001',
} as const;

export const seedPatients: SeedPatient[] = [
  { id: 'pt-200001-1', accountId: '200001', firstName: 'Maria', relationship: 'self' },
  { id: 'pt-200001-2', accountId: '200001', firstName: 'Daniel', relationship: 'spouse' },
  { id: 'pt-200001-3', accountId: '200001', firstName: 'Sofia', relationship: 'child' },
  { id: 'pt-200001-4', accountId: '200001', firstName: 'Mateo', relationship: 'child' },
  { id: 'pt-200005-1', accountId: '200005', firstName: 'Daniel', relationship: 'self' },
  { id: 'pt-200005-2', accountId: '200005', firstName: 'Maria', relationship: 'spouse' },
  { id: 'pt-200005-3', accountId: '200005', firstName: 'Sofia', relationship: 'child' },
  { id: 'pt-200005-4', accountId: '200005', firstName: 'Mateo', relationship: 'child' },
  { id: 'pt-200006-1', accountId: '200006', firstName: 'Kevin', relationship: 'self' },
  { id: 'pt-200006-2', accountId: '200006', firstName: 'Emma', relationship: 'child' },
  { id: 'pt-200007-1', accountId: '200007', firstName: 'Olivia', relationship: 'self' },
  { id: 'pt-200009-1', accountId: '200009', firstName: 'Grace', relationship: 'self' },
  { id: 'pt-200010-1', accountId: '200010', firstName: 'Lucía', relationship: 'self' },
];

const PROVIDERS: { name: string; serviceType: CoveredService; description: string }[] = [
  { name: 'Austin Family Clinic', serviceType: 'doctorVisit', description: 'Office visit, established patient' },
  { name: 'Lakeside Pediatrics', serviceType: 'doctorVisit', description: 'Well-child visit' },
  { name: 'Hill Country Imaging', serviceType: 'imaging', description: 'X-ray, two views' },
  { name: 'Central Texas Pharmacy', serviceType: 'prescription', description: 'Prescription, 30-day supply' },
  { name: 'Bright Smile Dental', serviceType: 'dental', description: 'Cleaning and exam' },
  { name: 'Clear View Optometry', serviceType: 'vision', description: 'Eye exam' },
  { name: 'Capital Urgent Care', serviceType: 'urgentCare', description: 'Urgent care visit' },
  { name: 'Riverside Lab Services', serviceType: 'labWork', description: 'Blood panel' },
  { name: 'Motion Physical Therapy', serviceType: 'therapy', description: 'Physical therapy session' },
  { name: 'Westlake Dermatology', serviceType: 'specialistVisit', description: 'Specialist consultation' },
];

const DAY = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Splits a claim's total into one or two lines; the plan pays `paidShare` of what it allows. */
function linesOf(provider: (typeof PROVIDERS)[number], billedCents: number, status: ClaimStatus, index: number): SeedClaimLine[] {
  const paidShare = status === 'denied' ? 0 : status === 'paid' || status === 'approved' ? 0.8 : 0;
  const parts = index % 3 === 0 ? [Math.round(billedCents * 0.7), billedCents - Math.round(billedCents * 0.7)] : [billedCents];
  return parts.map((amount, part) => {
    const planPaidCents = Math.round(amount * paidShare);
    const owes = status === 'paid' || status === 'approved' || status === 'denied' ? amount - planPaidCents : 0;
    return {
      serviceType: provider.serviceType,
      description: part === 0 ? provider.description : 'Supplies',
      amountBilledCents: amount,
      planPaidCents,
      memberOwesCents: owes,
    };
  });
}

function mariaStatus(index: number): { status: ClaimStatus; denialReason: DenialReason | null } {
  // The newest few show the statuses still moving; older ones are settled.
  const byIndex: Record<number, ClaimStatus> = { 43: 'denied', 42: 'submitted', 41: 'inReview', 40: 'needsInformation', 37: 'approved', 9: 'denied', 20: 'denied' };
  const status = byIndex[index] ?? 'paid';
  return { status, denialReason: status === 'denied' ? (index === 43 ? 'missingDocumentation' : index === 9 ? 'notCovered' : 'duplicate') : null };
}

function buildMariaClaims(): SeedClaim[] {
  const start = Date.UTC(2025, 0, 6);
  return Array.from({ length: 44 }, (_, index) => {
    const provider = PROVIDERS[index % PROVIDERS.length] as (typeof PROVIDERS)[number];
    const { status, denialReason } = mariaStatus(index);
    const dateOfService = isoDate(start + index * 15 * DAY);
    const billedCents = 4_500 + ((index * 7_919) % 60_000);
    const id = `clm-200001-${String(index + 1).padStart(3, '0')}`;
    const paidOn = isoDate(start + index * 15 * DAY + 12 * DAY);
    return {
      id,
      accountId: '200001',
      patientId: `pt-200001-${(index % 4) + 1}`,
      source: 'MANUAL' as const,
      providerName: provider.name,
      serviceType: provider.serviceType,
      dateOfService,
      status,
      submittedAt: new Date(start + index * 15 * DAY + 2 * DAY + 9 * 3_600_000).toISOString(),
      lines: linesOf(provider, billedCents, status, index),
      payment:
        status === 'paid'
          ? id === SEEDED_CLAIMS.mariaPaidByCheck || index % 5 === 0
            ? { method: 'check' as const, paidOn, reference: String(100_200 + index) }
            : { method: 'directDeposit' as const, paidOn, reference: '6789' }
          : null,
      denialReason,
      ...(index === 43 ? { deniedDaysAgo: 10 } : {}),
      receiptFileName: `receipt-${index + 1}.pdf`,
    };
  });
}

function simpleClaims(accountId: string, source: ClaimsSource, count: number, patients: number, from: number): SeedClaim[] {
  return Array.from({ length: count }, (_, index) => {
    const provider = PROVIDERS[(index + 3) % PROVIDERS.length] as (typeof PROVIDERS)[number];
    const status: ClaimStatus = index === count - 1 ? 'inReview' : 'paid';
    const billedCents = 6_000 + index * 2_350;
    const dateOfService = isoDate(from + index * 40 * DAY);
    return {
      id: `clm-${accountId}-${String(index + 1).padStart(3, '0')}`,
      accountId,
      patientId: `pt-${accountId}-${(index % patients) + 1}`,
      source,
      providerName: provider.name,
      serviceType: provider.serviceType,
      dateOfService,
      status,
      submittedAt: new Date(Date.parse(dateOfService) + 3 * DAY).toISOString(),
      lines: linesOf(provider, billedCents, status, index + 1),
      payment: status === 'paid' ? { method: 'directDeposit' as const, paidOn: isoDate(Date.parse(dateOfService) + 14 * DAY), reference: '4321' } : null,
      denialReason: null,
      receiptFileName: source === 'MANUAL' ? `receipt-${index + 1}.jpg` : null,
    };
  });
}

export const seedClaims: SeedClaim[] = [
  ...buildMariaClaims(),
  ...simpleClaims('200005', 'MANUAL', 3, 4, Date.UTC(2026, 2, 3)),
  ...simpleClaims('200006', 'TPA', 6, 2, Date.UTC(2026, 0, 12)),
];

export const seedRepayments: SeedRepayment[] = [
  { id: 'rpy-200001-1', accountId: '200001', claimId: 'clm-200001-031', amountCents: 4_250, reason: 'duplicatePayment', dueOn: '2026-12-31', status: 'open' },
  { id: 'rpy-200001-2', accountId: '200001', claimId: 'clm-200001-012', amountCents: 1_800, reason: 'amountAdjusted', dueOn: '2025-12-15', status: 'paid' },
];

/** Approved providers an appeal can name (member-features §4 "select approved provider"). */
export const approvedProviders = [
  { id: 'apr-1', name: 'Austin Family Clinic' },
  { id: 'apr-2', name: 'Westlake Dermatology' },
  { id: 'apr-3', name: 'Hill Country Imaging' },
];
