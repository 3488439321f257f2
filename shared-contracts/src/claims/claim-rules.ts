import type { CoverageTier } from '../account/coverage-tier';
import { isValidIsoDate } from '../field-rules/iso-date';
import type { ClaimStatus, ClaimSummary, PatientRelationship, PlanYearWindow } from './claim-types';

/** A sane cap: a claim above $25,000 goes through the administrator, not the app (decision). */
export const CLAIM_AMOUNT_MAX_CENTS = 2_500_000;
/** Claims per page of the list (decision: a phone screen's worth twice over). */
export const CLAIMS_PAGE_SIZE = 20;
export const CLAIMS_PAGE_SIZE_MAX = 50;
/** Provider or merchant name length (decision). */
export const CLAIM_PROVIDER_NAME_MAX = 100;

/** Which patients the coverage tier allows (features §3 coverageTier). */
export function relationshipsForTier(tier: CoverageTier): PatientRelationship[] {
  switch (tier) {
    case 'Employee':
      return ['self'];
    case 'EmployeeAndSpouse':
      return ['self', 'spouse'];
    case 'EmployeeAndChildren':
      return ['self', 'child'];
    case 'EmployeeAndFamily':
      return ['self', 'spouse', 'child'];
  }
}

type DateOfServiceError = 'required' | 'invalid' | 'future' | 'outsidePlanYear';

/**
 * Decision: the date of service is a real date, not in the future, and inside a plan year whose
 * run-out period has not ended (care of last plan year can be claimed until its run-out end).
 * `today` is the member's calendar date (yyyy-MM-dd); dates compare as strings.
 */
export function dateOfServiceError(value: string, today: string, planYears: readonly PlanYearWindow[]): DateOfServiceError | null {
  if (value.trim() === '') return 'required';
  if (!isValidIsoDate(value)) return 'invalid';
  if (value > today) return 'future';
  const open = planYears.some((year) => year.start <= value && value <= year.end && today <= year.runoutEnd);
  return open ? null : 'outsidePlanYear';
}

type ClaimAmountError = 'required' | 'invalid' | 'notPositive' | 'tooLarge';

/**
 * Parses what a member types as an amount in USD ("45", "45.5", "$1,234.56") into cents, or says why not:
 * more than zero, at most two decimals, at most CLAIM_AMOUNT_MAX_CENTS.
 */
export function parseClaimAmount(text: string): { cents: number } | { error: ClaimAmountError } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { error: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { error: 'invalid' };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return claimAmountCentsError(cents) ? { error: claimAmountCentsError(cents) as ClaimAmountError } : { cents };
}

/** The same rule on cents (the API's side). */
export function claimAmountCentsError(cents: number): ClaimAmountError | null {
  if (!Number.isSafeInteger(cents)) return 'invalid';
  if (cents <= 0) return 'notPositive';
  if (cents > CLAIM_AMOUNT_MAX_CENTS) return 'tooLarge';
  return null;
}

/** Provider names compare without case, outer spaces, repeated spaces or punctuation. */
function normalizeProviderName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface DuplicateCandidate {
  patientId: string;
  providerName: string;
  dateOfService: string;
  amountCents: number;
}

/**
 * A likely duplicate (decision): same patient, provider, date and amount as an existing claim.
 * Denied claims count too (resubmitting one is what an appeal is for).
 */
export function findLikelyDuplicate<T extends Pick<ClaimSummary, 'id' | 'patient' | 'providerName' | 'dateOfService' | 'amountBilledCents'>>(
  draft: DuplicateCandidate,
  claims: readonly T[],
): T | null {
  const provider = normalizeProviderName(draft.providerName);
  return (
    claims.find(
      (claim) =>
        claim.patient.id === draft.patientId &&
        claim.dateOfService === draft.dateOfService &&
        claim.amountBilledCents === draft.amountCents &&
        normalizeProviderName(claim.providerName) === provider,
    ) ?? null
  );
}

/** Decision: an appeal is open to a denied claim with no open appeal, within 180 days of its denial (ERISA's window). */
const APPEAL_WINDOW_DAYS = 180;

export function canAppealClaim(claim: { status: ClaimStatus; hasOpenAppeal: boolean; deniedAt: string | null }, now: Date): boolean {
  if (claim.status !== 'denied' || claim.hasOpenAppeal || !claim.deniedAt) return false;
  return now.getTime() - new Date(claim.deniedAt).getTime() <= APPEAL_WINDOW_DAYS * 86_400_000;
}

/** The member's calendar date, yyyy-MM-dd, in their own time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
